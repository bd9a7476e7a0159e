import type { AdminListing, VenueDetail } from '@app/contract';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { LazyListingsMap } from '../../components/map/LazyListingsMap.tsx';
import { imageUrl } from '../../lib/api.ts';
import { guestLimitText, photoAlt, slotsText, useVenue } from '../listing/index.ts';
import { scheduleSummary } from './approval-schedule.ts';
import { formatDay } from './components/format.ts';
import { DetailSection } from './components/DetailSection.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Price } from '../../components/Price.tsx';
import { loadingRegion } from '../../components/loading-region';
import { timeZoneName } from '../../lib/time-zone.ts';

function Photos({ venue }: { venue: VenueDetail }) {
  if (venue.images.length === 0) return <Typography color="textSecondary">No photos</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {venue.images.map((image, index) => (
        <Box component="li" key={image} sx={{ position: 'relative', gridColumn: index === 0 ? '1 / -1' : undefined }}>
          <Link href={imageUrl(image)} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
            <Box
              component="img"
              src={imageUrl(index === 0 ? image : (venue.thumbnails[index] ?? image))}
              alt={photoAlt(venue.title, index, venue.images.length)}
              loading="lazy"
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: index === 0 ? '5 / 2' : '4 / 3',
                objectFit: 'cover',
                borderRadius: '10px',
                bgcolor: 'grey.200',
              }}
            />
          </Link>
          {index === 0 && (
            <Chip
              label="Cover"
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'rgba(255,255,255,0.94)', fontWeight: 700 }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

function Schedule({ venue }: { venue: VenueDetail }) {
  const summary = useMemo(() => scheduleSummary(venue), [venue]);
  return (
    <DetailSection title="Schedule">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Open {summary.openDays} of the next {summary.span} days ({timeZoneName(venue.timezone)})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {summary.runs.map((run) => (
          <Typography component="li" key={run.from} variant="body2" sx={{ mb: 0.25 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {run.days}
            </Box>
            {' · '}
            <Box component="span" sx={{ color: run.hours === 'Closed' ? 'text.secondary' : undefined }}>
              {run.hours}
            </Box>
          </Typography>
        ))}
      </Box>
    </DetailSection>
  );
}

function Details({ listing, venue }: { listing: AdminListing; venue: VenueDetail }) {
  const points = useMemo(
    () => [{ id: venue.uuid, latitude: venue.latitude, longitude: venue.longitude, label: venue.title }],
    [venue.uuid, venue.latitude, venue.longitude, venue.title],
  );
  const amenities = venue.amenities.filter((amenity) => amenity.status === 1);
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Photos venue={venue} />
      <DetailSection title="Description">
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{venue.description}</Typography>
      </DetailSection>
      <DetailSection title="Location">
        <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{venue.address}</Typography>
        <LazyListingsMap points={points} height={220} zoom={14} ariaLabel={`Map showing where ${venue.title} is`} />
      </DetailSection>
      <DetailSection title="Host">
        <Typography sx={{ fontWeight: 600 }}>{listing.host.displayName}</Typography>
        <Link href={`mailto:${listing.host.email}`}>{listing.host.email}</Link>
      </DetailSection>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailSection title="Guests">
          <Typography>{guestLimitText(venue.guestLimit)}</Typography>
          {venue.category.slots && venue.slots ? (
            <Typography color="textSecondary">
              {slotsText(venue.slots, venue.category.slotPrefix, venue.category.name)}
            </Typography>
          ) : null}
        </DetailSection>
        <DetailSection title="Amenities">
          {amenities.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {amenities.map((amenity) => (
                <Chip key={amenity.uuid} label={amenity.name} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : (
            <Typography color="textSecondary">None listed</Typography>
          )}
        </DetailSection>
      </Box>
      <Schedule venue={venue} />
    </Stack>
  );
}

function DetailsSkeleton() {
  return (
    <Box {...loadingRegion('Loading the listing')}>
      <Skeleton variant="rounded" height={220} sx={{ borderRadius: '10px' }} />
      <Skeleton sx={{ mt: 2 }} width="90%" />
      <Skeleton width="80%" />
      <Skeleton width="60%" />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}

/** The preview's heading names it (and the phone dialog around it). */
export const previewTitleId = (listing: Pick<AdminListing, 'uuid'>) => `preview-${listing.uuid}`;

/** Everything an admin checks before approving a listing, with the decision buttons. */
export function ApprovalPreview({
  listing,
  onApprove,
  onReject,
  busy,
}: {
  listing: AdminListing;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  const venue = useVenue(listing.uuid);
  return (
    <Box component="article" aria-labelledby={previewTitleId(listing)}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip label={listing.category.name} size="small" sx={{ fontWeight: 600 }} />
        <Typography variant="body2" color="textSecondary">
          Submitted {formatDay(listing.createdAt)}
        </Typography>
      </Stack>
      <Typography id={previewTitleId(listing)} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {listing.title}
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
        <Price cents={listing.rentCents} trim /> per hour
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 2 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={onApprove} disabled={busy}>
          Approve
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={onReject} disabled={busy}>
          Reject
        </Button>
        <Button
          component={RouterLink}
          to={`/view-detail/${listing.uuid}`}
          target="_blank"
          endIcon={<OpenInNewIcon fontSize="small" />}
        >
          Open listing page
        </Button>
      </Stack>
      {venue.data ? (
        <Details listing={listing} venue={venue.data} />
      ) : venue.isPending ? (
        <DetailsSkeleton />
      ) : (
        <LoadFailed what="This listing" onRetry={() => void venue.refetch()} />
      )}
    </Box>
  );
}
