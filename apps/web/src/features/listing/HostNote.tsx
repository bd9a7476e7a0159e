import type { VenueDetail } from '@app/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { reviewCountText } from './ListingRating.tsx';
import { Price } from '../../components/Price.tsx';

// The schedule editor is host code: it loads when the host opens it, never with the listing page.
const ScheduleDialog = lazy(() =>
  import('../hosting/public.ts').then((module) => ({ default: module.ScheduleDialog })),
);

const panelSx = { p: { xs: 2.5, sm: 3 }, borderRadius: '20px', boxShadow: '0 12px 32px rgba(15, 23, 42, 0.08)' };

function PriceLine({ venue }: { venue: VenueDetail }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          <Price dollars={venue.rent} trim />
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

/** The host sees their own listing without a booking panel (docs/product/screens.md), with their tools instead. */
export function HostNote({ venue }: { venue: VenueDetail }) {
  const reservations = venue.reservations.length;
  const [scheduleOpen, setScheduleOpen] = useState(false);
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
      <Typography variant="body2" color="textSecondary">
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
        <Button variant="outlined" startIcon={<ScheduleOutlinedIcon />} onClick={() => setScheduleOpen(true)}>
          Manage schedule
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
      {scheduleOpen && (
        <Suspense fallback={null}>
          <ScheduleDialog venueId={venue.uuid} onClose={() => setScheduleOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
