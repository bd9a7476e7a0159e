import type { Reservation } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { AwaitingHost, StatusChip } from './BookingCard.tsx';
import { guestsText, hoursOf, requestOf, scheduleLines, unpaid } from './format.ts';
import { useLastShown } from './useLastShown.ts';
import { cancellationText } from './cancellation.ts';
import { DetailRow } from '../../components/DetailRow.tsx';
import { Price } from '../../components/Price.tsx';
import { timeZoneName } from '../../lib/time-zone.ts';

const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const lines = (texts: string[]) =>
  texts.map((text) => (
    <span key={text} style={{ display: 'block' }}>
      {text}
    </span>
  ));

function CancellationRows({ cancellation }: { cancellation: NonNullable<Reservation['cancellation']> }) {
  const text = cancellationText(cancellation);
  const when = cancellation.at ? ` on ${formatInstant(cancellation.at)}` : '';
  return (
    <>
      <DetailRow termWidth={150} term="Cancellation">
        {text.by ? (
          <>
            <span>{text.by}</span>
            {when}
          </>
        ) : (
          `Cancelled${when}`
        )}
      </DetailRow>
      <DetailRow termWidth={150} term="Refund">
        {text.money}
      </DetailRow>
    </>
  );
}

/** How a request to book ended without a booking: declined with the host's reason, or not answered; nothing charged. */
function RequestEndedRows({ reservation, outcome }: { reservation: Reservation; outcome: 'declined' | 'expired' }) {
  const at = reservation.cancellation?.at;
  const when = at ? ` on ${formatInstant(at)}` : '';
  return (
    <>
      <DetailRow termWidth={150} term="Request">
        {outcome === 'declined' ? `Declined by the host${when}` : `Not answered by the host in time${when}`}
      </DetailRow>
      {outcome === 'declined' && reservation.declineReason && (
        <DetailRow termWidth={150} term="Host's reason">
          {reservation.declineReason}
        </DetailRow>
      )}
      <DetailRow termWidth={150} term="Charged">
        Not charged
      </DetailRow>
    </>
  );
}

/** Everything about one booking (docs/product/screens.md#my-bookings View Details). */
export function BookingDetailsDialog({
  reservation: open,
  onClose,
}: {
  reservation: Reservation | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const reservation = useLastShown(open);
  const hold = reservation ? unpaid(reservation) : undefined;
  const request = reservation ? requestOf(reservation) : undefined;
  const zone = reservation ? timeZoneName(reservation.venue.timezone) : '';
  return (
    <Dialog open={Boolean(open)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      {reservation && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 3, overflowWrap: 'anywhere' }}>
            {reservation.venue.title}
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ mb: 1 }}>
              <StatusChip reservation={reservation} />
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              <DetailRow termWidth={150} term="Space">
                <Link component={RouterLink} to={`/view-detail/${reservation.venueId}`}>
                  {reservation.venue.title}
                </Link>{' '}
                · {reservation.venue.category.name}
              </DetailRow>
              <DetailRow termWidth={150} term="Address">
                {reservation.venue.address}
              </DetailRow>
              <DetailRow termWidth={150} term={`When (${zone})`}>
                {lines(scheduleLines(reservation.schedules))}
              </DetailRow>
              {reservation.slots.length > 0 && (
                <DetailRow termWidth={150} term="Slots">
                  {reservation.slots.join(', ')}
                </DetailRow>
              )}
              <DetailRow termWidth={150} term="Hours">
                {hoursOf(reservation.schedules)}
              </DetailRow>
              <DetailRow termWidth={150} term="Guests">
                {guestsText(reservation.guestList)}
              </DetailRow>
              <DetailRow termWidth={150} term="Amount">
                <Price dollars={reservation.payment.amount} />
              </DetailRow>
              {request === 'declined' || request === 'expired' ? (
                <RequestEndedRows reservation={reservation} outcome={request} />
              ) : (
                reservation.cancellation && <CancellationRows cancellation={reservation.cancellation} />
              )}
              <DetailRow termWidth={150} term="Booking reference">
                {reservation.uuid}
              </DetailRow>
              <DetailRow termWidth={150} term="Booked on">
                {formatInstant(reservation.createdAt)}
              </DetailRow>
            </Box>
            {request === 'pending' && (
              <Box sx={{ mt: 2 }}>
                <AwaitingHost reservation={reservation} />
              </Box>
            )}
            {reservation.pendingChange && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>New times awaiting payment</Typography>
                {lines(scheduleLines(reservation.pendingChange.schedules))}
                {reservation.pendingChange.slots.length > 0 && (
                  <span style={{ display: 'block' }}>Slots {reservation.pendingChange.slots.join(', ')}</span>
                )}
                <span style={{ display: 'block' }}>
                  New total <Price dollars={reservation.pendingChange.amount} />,{' '}
                  <Price dollars={reservation.pendingChange.due} /> to pay. Until it is paid your booking keeps its
                  current times.
                </span>
              </Alert>
            )}
            {hold && !hold.reschedule && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <Price dollars={hold.due} /> to pay. These hours are held for you until{' '}
                {new Date(hold.expiresAt).toLocaleTimeString('en-GB', { timeStyle: 'short' })}.
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
