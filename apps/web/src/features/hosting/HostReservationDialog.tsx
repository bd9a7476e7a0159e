import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { formatMoney, guestsText, hoursOf, scheduleLines, useLastShown } from '../booking/public.ts';
import { HostStatusChip } from './HostReservationCard.tsx';
import { slotsText, type HostReservation } from './host-reservations.api.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '170px minmax(0, 1fr)' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Everything the host knows about one booking (SPEC §2 "Reservations for a listing" View Details). */
export function HostReservationDialog({
  reservation: open,
  listingTitle,
  slotPrefix,
  zoneLabel,
  onClose,
}: {
  reservation: HostReservation | null;
  listingTitle: string;
  slotPrefix?: string | null;
  zoneLabel: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const reservation = useLastShown(open);
  return (
    <Dialog open={Boolean(open)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      {reservation && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            Reservation by {reservation.reservedBy.name}
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ mb: 1 }}>
              <HostStatusChip status={reservation.status} />
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              <Row term="Guest">{reservation.reservedBy.name}</Row>
              <Row term="Guest's address">{reservation.reservedBy.address || '—'}</Row>
              <Row term="Listing">{listingTitle}</Row>
              <Row term={`When (${zoneLabel})`}>
                {scheduleLines(reservation.schedules).map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Row>
              <Row term="Hours">{hoursOf(reservation.schedules)}</Row>
              {reservation.slots.length > 0 && <Row term="Slots">{slotsText(reservation.slots, slotPrefix)}</Row>}
              <Row term="Guests">{guestsText(reservation.guestList)}</Row>
              <Row term="Amount">{formatMoney(reservation.payment.amount)}</Row>
              <Row term="Booking reference">{reservation.uuid}</Row>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
