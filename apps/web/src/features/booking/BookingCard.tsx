import { localMomentText, Messages, ReservationStatus, type Reservation } from '@app/contract';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  checkoutPath,
  declinedText,
  heldFor,
  guestsText,
  isActive,
  requestOf,
  reschedulePath,
  scheduleLines,
  statusText,
  unpaid,
} from './format.ts';
import { ownReview, useVenueReviews } from './reviews.api.ts';
import { cancellationText } from './cancellation.ts';
import { useSessionUser } from '../../lib/session.ts';
import { Price } from '../../components/Price.tsx';
import { CardPhoto } from '../../components/CardPhoto.tsx';
import { timeZoneName } from '../../lib/time-zone.ts';

/**
 * Which actions a booking offers (docs/product/screens.md#my-bookings, §4 "Reservation status"). A review only where
 * the server takes one (docs/product/rules.md#reviews): a confirmed stay whose first hour has begun, or a completed one.
 * A request waiting for the host cannot be moved (`requestNotReschedulable`), only withdrawn.
 */
export function bookingActions(reservation: Reservation, now = Date.now()) {
  const notStarted = Date.parse(reservation.startsAt) > now;
  return {
    reschedule: isActive(reservation) && notStarted && requestOf(reservation) !== 'pending',
    cancel: isActive(reservation) && notStarted,
    review:
      (reservation.status === ReservationStatus.CONFIRMED && !notStarted) ||
      reservation.status === ReservationStatus.COMPLETED,
  };
}

const chipColors: Record<number, ChipProps['color']> = {
  [ReservationStatus.INPROCESS]: 'warning',
  [ReservationStatus.CONFIRMED]: 'success',
  [ReservationStatus.CANCELLED]: 'default',
  [ReservationStatus.COMPLETED]: 'info',
};
const chipColor = (reservation: Reservation) =>
  requestOf(reservation) === 'pending' ? 'info' : (chipColors[reservation.status] ?? 'default');

export function StatusChip({ reservation }: { reservation: Reservation }) {
  return (
    <Chip
      size="small"
      label={statusText(reservation)}
      color={chipColor(reservation)}
      variant={reservation.status === ReservationStatus.CONFIRMED ? 'filled' : 'outlined'}
      // Long states ('Confirmed · new times awaiting payment') wrap on a phone instead of being cut off.
      sx={{
        fontWeight: 600,
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

/** Milliseconds left until `until`, re-read every second; stops at zero. */
function useMsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, left);
}

/** The prominent "Pay now" for an unpaid hold, with the time left; it goes away when the hold lapses. */
function PayNow({
  reservation,
  hold,
  onExpired,
}: {
  reservation: Reservation;
  hold: NonNullable<ReturnType<typeof unpaid>>;
  onExpired: () => void;
}) {
  const left = useMsLeft(hold.expiresAt);
  const expiredReported = useRef(false);
  useEffect(() => {
    if (left > 0 || expiredReported.current) return;
    expiredReported.current = true;
    onExpired();
  }, [left, onExpired]);
  if (left <= 0) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(245, 158, 11, 0.1)',
        border: '1px solid rgba(245, 158, 11, 0.45)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {hold.reschedule ? 'Pay the difference to move to your new times' : 'Pay to confirm this booking'} ·{' '}
          <Price dollars={hold.due} />
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AccessTimeIcon fontSize="small" aria-hidden />
          <Typography variant="body2" role="timer">
            Held for {heldFor(hold.expiresAt, hold.expiresAt - left, reservation.venue.timezone)}
          </Typography>
        </Stack>
      </Box>
      <Button component={RouterLink} to={checkoutPath(reservation)} variant="contained" color="secondary" size="large">
        Pay now
      </Button>
    </Stack>
  );
}

/**
 * A request to book the host has not answered yet: when they answer by, in the listing's zone, and that nothing is
 * charged meanwhile. At the deadline the server ends it unanswered, so `onDeadline` has the list read again.
 */
export function AwaitingHost({ reservation, onDeadline }: { reservation: Reservation; onDeadline?: () => void }) {
  const deadline = reservation.respondBy ? Date.parse(reservation.respondBy) : Number.NaN;
  const left = useMsLeft(Number.isNaN(deadline) ? 0 : deadline);
  const reported = useRef(false);
  useEffect(() => {
    if (!onDeadline || Number.isNaN(deadline) || left > 0 || reported.current) return;
    reported.current = true;
    onDeadline();
  }, [deadline, left, onDeadline]);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(2, 136, 209, 0.08)',
        border: '1px solid rgba(2, 136, 209, 0.35)',
      }}
    >
      <HourglassTopIcon color="info" aria-hidden sx={{ mt: '2px' }} />
      <Box sx={{ minWidth: 0 }}>
        {reservation.respondBy && (
          <Typography sx={{ fontWeight: 700 }}>
            The host answers by {localMomentText(new Date(reservation.respondBy), reservation.venue.timezone)}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {reservation.payment.amount > 0
            ? 'Your card is authorised, not charged, until the host answers.'
            : 'Nothing is charged: this booking is free.'}
        </Typography>
      </Box>
    </Stack>
  );
}

/** How a request to book ended without a booking: the host's reason, or that the host did not answer in time. */
function RequestEnded({ reservation, outcome }: { reservation: Reservation; outcome: 'declined' | 'expired' }) {
  return (
    <Typography component="p" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
      {outcome === 'declined' ? declinedText(reservation) : Messages.requestExpiredGuest}
    </Typography>
  );
}

function ReviewButton({ reservation, onReview }: { reservation: Reservation; onReview: () => void }) {
  const user = useSessionUser();
  const reviews = useVenueReviews(reservation.venueId);
  const mine = ownReview(reviews.data, user?.uuid);
  return (
    <Button variant="outlined" onClick={onReview}>
      {mine ? 'View Review' : 'Add Review'}
    </Button>
  );
}

/** "Cancelled by you · Refunded $115.00": who ended the booking and where its money went. */
function CancellationLine({ cancellation }: { cancellation: NonNullable<Reservation['cancellation']> }) {
  const text = cancellationText(cancellation);
  return (
    <Typography component="p" variant="body2" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {text.by && (
        <>
          <span>{text.by}</span>
          <span aria-hidden>·</span>
        </>
      )}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {text.money}
      </Box>
    </Typography>
  );
}

interface BookingCardProps {
  reservation: Reservation;
  highlighted?: boolean;
  onDetails: () => void;
  onCancel: () => void;
  onReview: () => void;
  /** An unpaid hold ran out, or a request's deadline passed: the booking's status has changed on the server. */
  onHoldExpired: () => void;
}

/** One booking in My Bookings: an <article> named by its title, so its buttons can be found within it. */
export const BookingCard = forwardRef<HTMLElement, BookingCardProps>(function BookingCard(
  { reservation, highlighted = false, onDetails, onCancel, onReview, onHoldExpired },
  ref,
) {
  const titleId = useId();
  const { venue } = reservation;
  const photo = venue.images[0];
  const actions = bookingActions(reservation);
  const hold = unpaid(reservation);
  const request = requestOf(reservation);
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      variant="outlined"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        scrollMarginTop: 96,
        ...(highlighted && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: '0 0 0 4px rgba(15, 118, 110, 0.15)',
        }),
      }}
    >
      <CardPhoto photo={photo} minHeight={180} />
      <Stack spacing={1.5} sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
              {venue.category.name}
            </Typography>
            <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/view-detail/${reservation.venueId}`} color="inherit" underline="hover">
                {venue.title}
              </Link>
            </Typography>
          </Box>
          <StatusChip reservation={reservation} />
        </Stack>

        <Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {scheduleLines(reservation.schedules).map((line) => (
              <Typography component="li" key={line} sx={{ fontWeight: 600 }}>
                {line}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="textSecondary">
            Times in {timeZoneName(venue.timezone)}
          </Typography>
        </Box>

        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, color: 'text.secondary' }}
          component="p"
          style={{ margin: 0 }}
        >
          {reservation.slots.length > 0 && (
            <span>
              {reservation.slots.length === 1 ? 'Slot' : 'Slots'} {reservation.slots.join(', ')}
            </span>
          )}
          <span>{guestsText(reservation.guestList)}</span>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
            <Price dollars={reservation.payment.amount} />
          </Box>
        </Stack>

        {request === 'declined' || request === 'expired' ? (
          <RequestEnded reservation={reservation} outcome={request} />
        ) : (
          reservation.cancellation && <CancellationLine cancellation={reservation.cancellation} />
        )}

        {request === 'pending' && <AwaitingHost reservation={reservation} onDeadline={onHoldExpired} />}

        {hold && <PayNow reservation={reservation} hold={hold} onExpired={onHoldExpired} />}

        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
          <Button variant="contained" onClick={onDetails}>
            View Details
          </Button>
          {actions.review && <ReviewButton reservation={reservation} onReview={onReview} />}
          {actions.reschedule && (
            <Button component={RouterLink} to={reschedulePath(reservation)} variant="outlined">
              Reschedule
            </Button>
          )}
          {actions.cancel && (
            <Button variant="text" color="error" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
});
