import { ListingStatus, Messages, type VenueDetail } from '@app/contract';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/Price.tsx';
import { CardPhoto } from '../../../components/CardPhoto.tsx';

/** Which badges a listing wears: waiting for approval, rejected (with why), inactive. */
export function listingBadges(
  venue: Pick<VenueDetail, 'approved' | 'rejectionReason' | 'status'> & { unpublishReason?: string | null },
) {
  return {
    pending: !venue.approved && !venue.rejectionReason,
    rejected: !venue.approved && Boolean(venue.rejectionReason),
    inactive: venue.status === ListingStatus.INACTIVE && !venue.unpublishReason,
    unpublished: venue.status === ListingStatus.INACTIVE && Boolean(venue.unpublishReason),
  };
}

/** One listing in Manage Listings: an <article> named by its title, so its actions can be found within it. */
export function HostedListingCard({
  venue,
  onSchedule,
  onDelete,
}: {
  venue: VenueDetail;
  onSchedule: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const photo = venue.thumbnails[0] ?? venue.images[0];
  const badges = listingBadges(venue);
  const id = encodeURIComponent(venue.uuid);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
      }}
    >
      <CardPhoto photo={photo} minHeight={200} />
      <Box sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.8, mr: 'auto' }}>
            {venue.category.name}
          </Typography>
          {badges.pending && (
            <Chip size="small" color="warning" label={Messages.pendingApproval} sx={{ fontWeight: 600 }} />
          )}
          {badges.rejected && <Chip size="small" color="error" label="Rejected" sx={{ fontWeight: 600 }} />}
          {badges.inactive && <Chip size="small" variant="outlined" label="Inactive" sx={{ fontWeight: 600 }} />}
          {badges.unpublished && <Chip size="small" color="error" label="Unpublished" sx={{ fontWeight: 600 }} />}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {venue.title}
          </Typography>
          <Typography sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
              <Price dollars={venue.rent} trim />
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              / hour
            </Box>
          </Typography>
        </Stack>
        <Typography
          color="textSecondary"
          sx={{
            mt: 0.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {venue.description}
        </Typography>
        {badges.rejected && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            Rejected: {venue.rejectionReason}. Edit the listing to send it for approval again.
          </Alert>
        )}
        {badges.unpublished && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            Unpublished by an admin: {venue.unpublishReason}. Guests cannot find or book it; contact us to have it
            restored.
          </Alert>
        )}
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              // Seven actions do not fit one row beside the photo at 1200–1280 px: two rows of four.
              lg: 'repeat(4, auto)',
            },
            justifyContent: { lg: 'start' },
          }}
        >
          <Button
            component={RouterLink}
            to={`/blockedDates/${id}`}
            variant="outlined"
            size="small"
            startIcon={<EventBusyOutlinedIcon aria-hidden />}
          >
            Block dates
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CalendarMonthOutlinedIcon aria-hidden />}
            onClick={onSchedule}
          >
            Schedule
          </Button>
          <Button
            component={RouterLink}
            to={`/editlisting/${id}`}
            variant="outlined"
            size="small"
            startIcon={<EditOutlinedIcon aria-hidden />}
          >
            Edit
          </Button>
          <Button
            component={RouterLink}
            to={`/view-detail/${id}`}
            variant="outlined"
            size="small"
            startIcon={<VisibilityOutlinedIcon aria-hidden />}
          >
            View Preview
          </Button>
          <Button
            component={RouterLink}
            to={`/view-reservations/${id}`}
            variant="outlined"
            size="small"
            startIcon={<ListAltOutlinedIcon aria-hidden />}
            sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          >
            View Reservations
          </Button>
          <Button
            component={RouterLink}
            to={`/booking-rules/${id}`}
            variant="outlined"
            size="small"
            startIcon={<TuneOutlinedIcon aria-hidden />}
            sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          >
            Booking rules
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<DeleteOutlineIcon aria-hidden />}
            onClick={onDelete}
            sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          >
            Delete
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
