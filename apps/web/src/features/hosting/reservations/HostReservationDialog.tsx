import { localMomentText } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { guestsText, hoursOf, scheduleLines, useLastShown } from '../../booking/public.ts';
import { AnswerButtons, HostStatusChip, type RequestAnswers } from './HostReservationCard.tsx';
import type { HostReservation } from '../api/get-listing-reservations.ts';
import { requestOf, slotsText } from './reservation-rules.ts';
import { DetailRow } from '../../../components/DetailRow.tsx';
import { Price } from '../../../components/Price.tsx';

/**
 * Everything the host knows about one booking (docs/product/screens.md#reservations-of-a-listing View Details); for a
 * request waiting for their answer, its deadline and Accept and Decline too.
 */
export function HostReservationDialog({
  reservation: open,
  listingTitle,
  slotPrefix,
  zoneLabel,
  timezone,
  answers,
  onClose,
}: {
  reservation: HostReservation | null;
  listingTitle: string;
  slotPrefix?: string | null;
  zoneLabel: string;
  /** The listing's IANA zone, which a request's deadline is stated in. */
  timezone: string;
  /** Accept and Decline, offered while the shown reservation is a request waiting for the host's answer. */
  answers?: RequestAnswers;
  onClose: () => void;
}) {
  const titleId = useId();
  const reservation = useLastShown(open);
  const pending = reservation ? requestOf(reservation) === 'pending' : false;
  return (
    <Dialog open={Boolean(open)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      {reservation && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            Reservation by {reservation.reservedBy.name}
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ mb: 1 }}>
              <HostStatusChip reservation={reservation} />
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
              {pending && reservation.respondBy && (
                <DetailRow term="Answer by">{localMomentText(new Date(reservation.respondBy), timezone)}</DetailRow>
              )}
              <DetailRow term="Booking reference">{reservation.uuid}</DetailRow>
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Close</Button>
            {pending && answers && <AnswerButtons answers={answers} />}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
