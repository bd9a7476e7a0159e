import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { guestsText, hoursOf, scheduleLines, useLastShown } from '../../booking/public.ts';
import { HostStatusChip } from './HostReservationCard.tsx';
import type { HostReservation } from '../api/get-listing-reservations.ts';
import { slotsText } from './reservation-rules.ts';
import { DetailRow } from '../../../components/DetailRow.tsx';
import { Price } from '../../../components/Price.tsx';

/** Everything the host knows about one booking (docs/product/screens.md#reservations-of-a-listing View Details). */
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
              <DetailRow term="Guest">{reservation.reservedBy.name}</DetailRow>
              <DetailRow term="Guest's address">{reservation.reservedBy.address || '—'}</DetailRow>
              <DetailRow term="Listing">{listingTitle}</DetailRow>
              <DetailRow term={`When (${zoneLabel})`}>
                {scheduleLines(reservation.schedules).map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </DetailRow>
              <DetailRow term="Hours">{hoursOf(reservation.schedules)}</DetailRow>
              {reservation.slots.length > 0 && (
                <DetailRow term="Slots">{slotsText(reservation.slots, slotPrefix)}</DetailRow>
              )}
              <DetailRow term="Guests">{guestsText(reservation.guestList)}</DetailRow>
              <DetailRow term="Amount">
                <Price dollars={reservation.payment.amount} />
              </DetailRow>
              <DetailRow term="Booking reference">{reservation.uuid}</DetailRow>
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
