import type { VenueDetail } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { NearViewport } from '../../../components/NearViewport.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { RatingSummary } from '../ListingRating.tsx';
import { PhotoGallery } from '../PhotoGallery.tsx';
import { Amenities } from './Amenities.tsx';
import { Banner } from './Banner.tsx';
import { BookingAside } from './BookingAside.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { Location } from './Location.tsx';
import { Section } from './Section.tsx';

// Far below the fold: loaded when needed, not with the page.
const ReviewsSection = lazy(() =>
  import('../ReviewsSection.tsx').then((module) => ({ default: module.ReviewsSection })),
);
const SharePanel = lazy(() => import('../SharePanel.tsx').then((module) => ({ default: module.SharePanel })));

const PhotoLightbox = lazy(() => import('../PhotoLightbox.tsx').then((module) => ({ default: module.PhotoLightbox })));

/** A loaded listing: the banner, the aside (booking, host note or review) and the sections. */
export function DetailView({ venue, reservationId }: { venue: VenueDetail; reservationId?: string }) {
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
        <BookingAside venue={venue} reservationId={reservationId} isOwnListing={isOwnListing} reviewing={reviewing} />
        <Stack
          spacing={4}
          divider={<Divider flexItem />}
          sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}
        >
          <KeyFacts venue={venue} />

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
              <Typography color="textSecondary">Sharing opens once the listing is approved.</Typography>
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
