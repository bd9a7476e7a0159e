import type { VenueDetail } from '@app/contract';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GridViewIcon from '@mui/icons-material/GridView';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LazyListingsMap } from '../../components/map/LazyListingsMap.tsx';
import { NearViewport } from '../../components/NearViewport.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { ApiError, imageUrl } from '../../lib/api.ts';
import { useFavouriteToggle } from '../../lib/favourites.ts';
import { useSessionUser } from '../../lib/session.ts';
import { HostSummary } from './HostSummary.tsx';
import { guestLimitText, slotsText } from './listing-text.ts';
import { useVenue } from './listing.api.ts';
import { RatingSummary } from './ListingRating.tsx';
import { PhotoGallery, photoAlt } from './PhotoGallery.tsx';
import { formatPrice, toCents } from '../../components/Price.tsx';

/**
 * The booking panel is fetched as the page mounts, in parallel with the listing's data it needs anyway, so it is
 * not on the path to the first paint (the banner and title).
 */
const loadBookingPanel = () => import('../booking/index.ts');
const BookingPanel = lazy(() => loadBookingPanel().then((module) => ({ default: module.BookingPanel })));

// Far below the fold, or only for the listing's host: loaded when needed, not with the page.
const ReviewsSection = lazy(() =>
  import('./ReviewsSection.tsx').then((module) => ({ default: module.ReviewsSection })),
);
const SharePanel = lazy(() => import('./SharePanel.tsx').then((module) => ({ default: module.SharePanel })));
const HostNote = lazy(() => import('./HostNote.tsx').then((module) => ({ default: module.HostNote })));

// Admins only, on a listing waiting for approval.
const ListingReviewPanel = lazy(() =>
  import('../admin/public.ts').then((module) => ({ default: module.ListingReviewPanel })),
);

const PhotoLightbox = lazy(() => import('./PhotoLightbox.tsx').then((module) => ({ default: module.PhotoLightbox })));

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} id={id} sx={{ scrollMarginTop: 88 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id={`${id}-heading`} component="h2" variant="h5">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function Fact({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(15, 118, 110, 0.08)',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.35 }}>{value}</Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

const bannerButtonSx = {
  bgcolor: 'rgba(255,255,255,0.94)',
  color: 'grey.900',
  boxShadow: 1,
  '&:hover': { bgcolor: '#fff' },
  '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.8)' },
} as const;

function Banner({
  venue,
  isOwnListing,
  onShowPhotos,
}: {
  venue: VenueDetail;
  isOwnListing: boolean;
  onShowPhotos: () => void;
}) {
  const favourites = useFavouriteToggle();
  const photo = venue.images[0];
  return (
    <Box
      sx={{
        position: 'relative',
        mx: { xs: -2, sm: 0 },
        height: { xs: 300, sm: 380, md: 460 },
        borderRadius: { xs: 0, sm: '20px' },
        overflow: 'hidden',
        bgcolor: 'grey.300',
      }}
    >
      {photo && (
        <Box
          component="img"
          src={imageUrl(photo)}
          alt={photoAlt(venue.title, 0, venue.images.length)}
          fetchPriority="high"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(2,6,23,0.35) 0%, rgba(2,6,23,0) 25%, rgba(2,6,23,0.1) 40%, rgba(2,6,23,0.85) 100%)',
        }}
      />
      <Stack
        direction="row"
        sx={{ position: 'absolute', top: 16, left: 16, right: 16, justifyContent: 'space-between', gap: 1 }}
      >
        <Chip label={venue.category.name} sx={{ bgcolor: 'rgba(255,255,255,0.94)', fontWeight: 700 }} />
        {!isOwnListing && (
          <Button
            onClick={() => favourites.toggle(venue.uuid, venue.isFavourite)}
            disabled={favourites.pendingVenueId === venue.uuid}
            aria-pressed={venue.isFavourite}
            aria-label={venue.isFavourite ? 'Remove from your Shortlist' : 'Add to your Shortlist'}
            startIcon={venue.isFavourite ? <FavoriteIcon sx={{ color: '#e11d48' }} /> : <FavoriteBorderIcon />}
            sx={{ ...bannerButtonSx, borderRadius: 99, px: 2 }}
          >
            {venue.isFavourite ? 'Shortlisted' : 'Shortlist'}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          position: 'absolute',
          left: { xs: 16, md: 32 },
          right: { xs: 16, md: 32 },
          bottom: { xs: 16, md: 28 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          color: 'common.white',
        }}
      >
        <Box sx={{ minWidth: 0, maxWidth: 760 }}>
          <Typography
            component="h1"
            variant="h3"
            sx={{
              fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' },
              lineHeight: 1.15,
              textShadow: '0 2px 12px rgba(0,0,0,0.35)',
              overflowWrap: 'anywhere',
            }}
          >
            {venue.title}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 1, opacity: 0.95 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 20 }} aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{venue.address}</Typography>
          </Stack>
        </Box>
        {venue.images.length > 1 && (
          <Button
            onClick={onShowPhotos}
            startIcon={<GridViewIcon />}
            sx={{ ...bannerButtonSx, flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Show all {venue.images.length} photos
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Amenities({ amenities }: { amenities: VenueDetail['amenities'] }) {
  const available = amenities.filter((amenity) => amenity.status === 1);
  if (available.length === 0) {
    return <Typography color="text.secondary">The host hasn't listed any amenities yet.</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {available.map((amenity) => (
        <Stack component="li" key={amenity.uuid} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlineIcon sx={{ color: 'primary.main' }} aria-hidden />
          <Typography>{amenity.name}</Typography>
        </Stack>
      ))}
    </Box>
  );
}

function Location({ venue }: { venue: VenueDetail }) {
  const points = useMemo(
    () => [{ id: venue.uuid, latitude: venue.latitude, longitude: venue.longitude, label: venue.title }],
    [venue.uuid, venue.latitude, venue.longitude, venue.title],
  );
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`;
  return (
    <>
      <LazyListingsMap points={points} height={340} zoom={15} ariaLabel={`Map showing where ${venue.title} is`} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mt: 2, gap: 1.5, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{venue.address}</Typography>
            <Typography variant="body2" color="text.secondary">
              The host shares arrival details once your booking is confirmed.
            </Typography>
          </Box>
        </Stack>
        <Button
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<DirectionsOutlinedIcon />}
          sx={{ flexShrink: 0 }}
        >
          Get directions
        </Button>
      </Stack>
    </>
  );
}

function DetailView({ venue, reservationId }: { venue: VenueDetail; reservationId?: string }) {
  const user = useSessionUser();
  const isOwnListing = Boolean(user && user.uuid === venue.host.userId);
  const reviewing = Boolean(user?.admin) && !venue.approved && !isOwnListing;
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 0, sm: 3 }, pb: { xs: isOwnListing || reviewing ? 2 : 12, md: 4 } }}>
      {reservationId && !isOwnListing && (
        <Alert severity="info" sx={{ mb: 2, mt: { xs: 2, sm: 0 } }}>
          Rescheduling your booking — choose new hours
        </Alert>
      )}
      <Banner venue={venue} isOwnListing={isOwnListing} onShowPhotos={() => setPhotoIndex(0)} />

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          columnGap: 6,
          // Phones stack the aside above the content; a customer's is only the fixed Book bar, with no height.
          rowGap: { xs: isOwnListing || reviewing ? 4 : 0, md: 0 },
          mt: { xs: 3, md: 4 },
          alignItems: 'start',
        }}
      >
        {/* First in the document so Book comes before the photos, map and share buttons in tab order. */}
        <Box
          component="aside"
          id="booking"
          aria-label={isOwnListing ? 'Your listing' : reviewing ? 'Listing review' : 'Booking'}
          sx={{
            gridColumn: { md: 2 },
            gridRow: { md: 1 },
            position: { md: 'sticky' },
            top: { md: 92 },
            scrollMarginTop: 88,
          }}
        >
          {isOwnListing ? (
            <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ borderRadius: '20px' }} />}>
              <HostNote venue={venue} />
            </Suspense>
          ) : reviewing ? (
            <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ borderRadius: '20px' }} />}>
              <ListingReviewPanel venue={venue} />
            </Suspense>
          ) : (
            <Suspense
              fallback={
                <Skeleton
                  variant="rounded"
                  height={560}
                  sx={{ borderRadius: '20px', display: { xs: 'none', md: 'block' } }}
                  aria-label="Loading the booking panel"
                />
              }
            >
              <BookingPanel venue={venue} reservationId={reservationId} />
            </Suspense>
          )}
        </Box>
        <Stack
          spacing={4}
          divider={<Divider flexItem />}
          sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}
        >
          <Stack spacing={3}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2 }}
            >
              <HostSummary host={venue.host} />
              <Link href="#reviews" underline="none" color="inherit">
                <RatingSummary rating={venue.rating} reviewCount={venue.reviewCount} />
              </Link>
            </Stack>
            <Paper
              variant="outlined"
              sx={{
                p: 2.5,
                borderRadius: '16px',
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)' },
                gap: 2.5,
              }}
            >
              <Fact
                icon={<AttachMoneyIcon />}
                label="Rent"
                value={`${formatPrice(toCents(venue.rent), { trim: true })} per hour`}
              />
              <Fact icon={<GroupsOutlinedIcon />} label="Guests up to" value={guestLimitText(venue.guestLimit)} />
              {venue.category.slots && venue.slots ? (
                <Fact
                  icon={<ViewModuleOutlinedIcon />}
                  label="Availability"
                  value={slotsText(venue.slots, venue.category.slotPrefix, venue.category.name)}
                  hint="Book one or several"
                />
              ) : (
                <Fact icon={<ViewModuleOutlinedIcon />} label="Type" value={venue.category.name} hint="Whole space" />
              )}
            </Paper>
          </Stack>

          <Section id="overview" title="Overview">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.75 }}>
              {venue.description}
            </Typography>
          </Section>

          <Section id="photos" title="Photos">
            <PhotoGallery
              title={venue.title}
              images={venue.images}
              thumbnails={venue.thumbnails}
              onOpen={setPhotoIndex}
            />
          </Section>

          <Section id="amenities" title="Amenities">
            <Amenities amenities={venue.amenities} />
          </Section>

          <Section
            id="reviews"
            title="Reviews"
            action={<RatingSummary rating={venue.rating} reviewCount={venue.reviewCount} />}
          >
            <NearViewport minHeight={160} fallback={<Skeleton variant="rounded" height={120} />}>
              <ReviewsSection venueId={venue.uuid} approved={venue.approved} />
            </NearViewport>
          </Section>

          <Section id="location" title="Location">
            <Location venue={venue} />
          </Section>

          <Section id="share" title="Share this space">
            {venue.approved ? (
              <NearViewport minHeight={100} fallback={<Skeleton variant="rounded" height={96} />}>
                <SharePanel venueId={venue.uuid} title={venue.title} />
              </NearViewport>
            ) : (
              <Typography color="text.secondary">Sharing opens once the listing is approved.</Typography>
            )}
          </Section>
        </Stack>
      </Box>

      {photoIndex !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            title={venue.title}
            images={venue.images}
            index={photoIndex}
            onIndexChange={setPhotoIndex}
            onClose={() => setPhotoIndex(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}

function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} aria-busy="true" aria-label="Loading listing">
      {/* data-shell-photo: the server paints the first photo here in the pre-rendered first screen. */}
      <Skeleton variant="rounded" data-shell-photo="" sx={{ height: { xs: 300, md: 460 }, borderRadius: '20px' }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          gap: 6,
          mt: 4,
        }}
      >
        <Box>
          <Skeleton width="45%" height={40} />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={96} sx={{ my: 3 }} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
        <Skeleton variant="rounded" height={320} sx={{ display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Container>
  );
}

function Problem({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: '20px' }}>
        <SearchOffIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ mt: 1, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {action}
      </Paper>
    </Container>
  );
}

/** /view-detail/{id}: one listing (docs/product/screens.md#listing-detail); `?reservationid=` puts it in reschedule mode. */
export function ListingDetailPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reservationId = searchParams.get('reservationid') || undefined;
  const venue = useVenue(id);
  useEffect(() => {
    void loadBookingPanel();
  }, []);
  const notFound = venue.error instanceof ApiError && venue.error.status === 404;
  usePageTitle(venue.data?.title ?? (notFound ? 'Listing not found' : undefined));

  if (venue.data) return <DetailView venue={venue.data} reservationId={reservationId} />;
  if (venue.isPending) return <DetailSkeleton />;
  if (notFound) {
    return (
      <Problem
        title="Listing not found"
        text="This space may have been removed by its host or is not available any more. Plenty of others are."
        action={
          <Button component={RouterLink} to="/listing" variant="contained" size="large">
            Browse spaces
          </Button>
        }
      />
    );
  }
  return (
    <Problem
      title="This space could not be loaded"
      text="Something went wrong on our side or with the connection. Please try again."
      action={
        <Button variant="contained" size="large" onClick={() => void venue.refetch()}>
          Try again
        </Button>
      }
    />
  );
}
