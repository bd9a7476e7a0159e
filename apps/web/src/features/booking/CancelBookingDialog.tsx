import type { Reservation } from '@app/contract';
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
import { cancellationTerms, CANCELLATION_RULE, scheduleLines } from './format.ts';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { timeZoneName } from '../../lib/time-zone.ts';

/** What cancelling returns, in one sentence (docs/product/rules.md#reservations). */
export function refundSentence(reservation: Reservation, now = Date.now()) {
  const terms = cancellationTerms(reservation, now);
  switch (terms.kind) {
    case 'release':
      return 'Your hold is released. You have not been charged.';
    case 'full':
      return `You will get a full refund of ${formatPrice(toCents(terms.refund))}.`;
    case 'half':
      return `Your booking starts in less than 24 hours, so you will get half back: ${formatPrice(toCents(terms.refund))}.`;
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
          <DialogTitle id={titleId}>Cancel this booking?</DialogTitle>
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
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {CANCELLATION_RULE}
            </Typography>
            {refusal && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {refusal}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close} disabled={cancel.isPending} autoFocus>
              Keep booking
            </Button>
            <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
              Cancel booking
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
