import { Messages, type VenueDetail } from '@app/contract';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatRent } from '../../components/ListingCard.tsx';
import { openLogin } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { availableDays, describeDay, todayIn } from './availability.ts';
import { reviewCountText } from './ListingRating.tsx';

const DAYS_LISTED = 4;

/** "America/New_York" → "New York" */
const placeOfZone = (zone: string) => zone.split('/').at(-1)?.replace(/_/g, ' ') ?? zone;

const panelSx = { p: { xs: 2.5, sm: 3 }, borderRadius: '20px', boxShadow: '0 12px 32px rgba(15, 23, 42, 0.08)' };

export const bookingPath = (venueId: string, reservationId?: string) =>
  `/book-now/${encodeURIComponent(venueId)}${reservationId ? `?reservationid=${encodeURIComponent(reservationId)}` : ''}`;

function PriceLine({ venue }: { venue: VenueDetail }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          {formatRent(venue.rent)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / hour
        </Box>
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <StarIcon sx={{ fontSize: 18, color: 'secondary.main' }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {venue.reviewCount ? `${venue.rating.toFixed(1)} · ${reviewCountText(venue.reviewCount)}` : 'New'}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * Where the booking form goes (next release): the price, the next open hours from `schedules` and the way into
 * booking. A visitor is asked to log in first (SPEC §5 "Booking").
 */
export function BookingPanel({ venue, reservationId }: { venue: VenueDetail; reservationId?: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const days = useMemo(() => availableDays(venue.schedules), [venue.schedules]);
  const today = todayIn(venue.timezone);
  const [next, ...later] = days;

  const book = () => {
    if (!user) {
      notify.error(Messages.loginRequiredBooking);
      openLogin();
      return;
    }
    navigate(bookingPath(venue.uuid, reservationId));
  };

  return (
    <Paper variant="outlined" sx={panelSx}>
      <PriceLine venue={venue} />
      <Divider sx={{ my: 2 }} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Check availability
      </Typography>
      {next ? (
        <>
          <Box sx={{ bgcolor: 'rgba(15, 118, 110, 0.08)', borderRadius: '12px', p: 1.5, mb: 1.5 }}>
            <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700 }}>
              Next available{next.date === today ? ' (today)' : ''}:
            </Typography>
            <Typography variant="body2">{describeDay(next)}</Typography>
          </Box>
          {later.length > 0 && (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="More open days">
              {later.slice(0, DAYS_LISTED - 1).map((day) => (
                <Stack
                  component="li"
                  key={day.date}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                    <CalendarMonthOutlinedIcon sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {day.label}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                    {day.ranges.join(', ')}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            Open on {days.length} of the next {venue.schedulingPeriod} days · times in {placeOfZone(venue.timezone)}{' '}
            time
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No open hours in the next {venue.schedulingPeriod} days. Check back soon.
        </Typography>
      )}
      <Button variant="contained" size="large" fullWidth onClick={book} sx={{ mt: 2.5, py: 1.4, fontSize: '1rem' }}>
        {reservationId ? 'Reschedule' : 'Book now'}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
        {reservationId
          ? 'Pick your new hours on the next step.'
          : "Choose hours and guests next. You won't be charged yet."}
      </Typography>
    </Paper>
  );
}

/** The host sees their own listing without a booking panel (SPEC §2), with their tools instead. */
export function HostNote({ venue }: { venue: VenueDetail }) {
  const reservations = venue.reservations.length;
  return (
    <Paper variant="outlined" sx={{ ...panelSx, borderColor: 'primary.light' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          This is your listing
        </Typography>
        {!venue.approved ? (
          <Chip label="Pending Approval" color="warning" size="small" />
        ) : venue.status !== 1 ? (
          <Chip label="Inactive" size="small" />
        ) : (
          <Chip label="Live" color="success" size="small" variant="outlined" />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Guests see a booking panel here. You can't book your own space.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <PriceLine venue={venue} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, color: 'text.secondary' }}>
        <EventNoteOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2">
          {reservations === 1 ? '1 reservation' : `${reservations} reservations`} so far
        </Typography>
      </Stack>
      <Stack spacing={1.25} sx={{ mt: 2.5 }}>
        <Button
          component={RouterLink}
          to={`/editlisting/${venue.uuid}`}
          variant="contained"
          startIcon={<EditOutlinedIcon />}
        >
          Edit listing
        </Button>
        <Button
          component={RouterLink}
          to={`/view-reservations/${venue.uuid}`}
          variant="outlined"
          startIcon={<EventNoteOutlinedIcon />}
        >
          View reservations
        </Button>
      </Stack>
    </Paper>
  );
}

/** Phones: the price and a shortcut to the booking panel stay in reach at the bottom of the screen. */
export function MobileBookingBar({ venue, onCheck }: { venue: VenueDetail; onCheck: () => void }) {
  return (
    <Paper
      square
      elevation={8}
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        px: 2,
        py: 1.25,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography>
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {formatRent(venue.rent)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / hour
        </Box>
      </Typography>
      <Button variant="contained" onClick={onCheck}>
        See availability
      </Button>
    </Paper>
  );
}
