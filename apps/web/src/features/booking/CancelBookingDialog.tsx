import type { Reservation } from '@app/contract';
import { CancellationTiers, cancellationPolicySentence } from '@app/contract/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ApiError, errorText } from '../../lib/api.ts';
import { useCancelReservation, useInvalidateBookings } from './booking.api.ts';
import { useLastShown } from './useLastShown.ts';
import { cancellationTerms, requestOf, scheduleLines } from './format.ts';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { timeZoneName } from '../../lib/time-zone.ts';

/** How long before the start each policy's first share is refunded, as a person says it. */
const policyLead = { flexible: '24 hours', moderate: '5 days', strict: '7 days' } as const;

/** What cancelling returns, in one sentence (docs/product/rules.md#cancel), by the booking's own policy. */
export function refundSentence(reservation: Reservation, now = Date.now()) {
  // docs/product/rules.md#request-to-book: a withdrawn request gives its card authorisation back.
  if (requestOf(reservation) === 'pending')
    return 'Your request is withdrawn and the hold on your card is released: nothing is charged.';
  const terms = cancellationTerms(reservation, now);
  const lead = policyLead[reservation.cancellationPolicy];
  switch (terms.kind) {
    case 'release':
      return 'Your hold is released. You have not been charged.';
    case 'full':
      return `You will get a full refund of ${formatPrice(toCents(terms.refund))}.`;
    case 'part':
      return Date.parse(reservation.startsAt) - now <
        CancellationTiers[reservation.cancellationPolicy].beforeHours * 3_600_000
        ? `Your booking starts in less than ${lead}, so you will get half back: ${formatPrice(toCents(terms.refund))}.`
        : `Under this listing's strict policy you will get half back: ${formatPrice(toCents(terms.refund))}.`;
    case 'none':
      return `Your booking starts in less than ${lead}, so this listing's policy refunds nothing.`;
  }
}

/**
 * Asks before cancelling a booking and says what comes back. A refusal stays in the dialog with the server's words
 * (docs/product/messages.md); the list reloads either way so the card shows what really happened (e.g. a hold that had
 * already lapsed).
 */
export function CancelBookingDialog({
  reservation: open,
  onClose,
}: {
  reservation: Reservation | null;
  onClose: () => void;
}) {
  const reservation = useLastShown(open);
  const titleId = useId();
  const textId = useId();
  const cancel = useCancelReservation();
  const invalidate = useInvalidateBookings();
  const confirm = () => {
    if (!open) return;
    cancel.mutate(open.uuid, {
      onSuccess: onClose,
      onError: () => void invalidate(),
    });
  };
  const close = () => {
    cancel.reset();
    onClose();
  };
  // 401 and 403 are the session rules' to announce.
  const withdrawing = reservation ? requestOf(reservation) === 'pending' : false;
  const refusal =
    cancel.error && !(cancel.error instanceof ApiError && [401, 403].includes(cancel.error.status))
      ? errorText(cancel.error)
      : undefined;
  return (
    <Dialog
      open={Boolean(open)}
      onClose={cancel.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      {reservation && (
        <>
          <DialogTitle id={titleId}>{withdrawing ? 'Withdraw this request?' : 'Cancel this booking?'}</DialogTitle>
          <DialogContent>
            <div id={textId}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{reservation.venue.title}</Typography>
              {scheduleLines(reservation.schedules).map((line) => (
                <Typography key={line} color="textSecondary">
                  {line}
                </Typography>
              ))}
              <Typography variant="body2" color="textSecondary">
                Times in {timeZoneName(reservation.venue.timezone)}
              </Typography>
              <Typography sx={{ mt: 2, fontWeight: 600 }}>{refundSentence(reservation)}</Typography>
            </div>
            {!withdrawing && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {cancellationPolicySentence(reservation.cancellationPolicy)}.
              </Typography>
            )}
            {refusal && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {refusal}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close} disabled={cancel.isPending} autoFocus>
              {withdrawing ? 'Keep request' : 'Keep booking'}
            </Button>
            <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
              {withdrawing ? 'Withdraw request' : 'Cancel booking'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
