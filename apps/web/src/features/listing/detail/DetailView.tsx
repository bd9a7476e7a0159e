import type { VenueDetail } from '@app/contract';
import { Suspense, useState } from 'react';
import { NearViewport } from '../../../components/NearViewport.tsx';
import { PlainAlert } from '../../../components/PlainAlert.tsx';
import { lazyThemed } from '../../../components/theme/themed.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { RatingSummary } from '../ListingRating.tsx';
import { PhotoGallery } from '../PhotoGallery.tsx';
import { ReviewsSection } from '../ReviewsSection.tsx';
import { Amenities } from './Amenities.tsx';
import { Banner } from './Banner.tsx';
import { BookingAside } from './BookingAside.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { Location } from './Location.tsx';
import { Section } from './Section.tsx';
import styles from './DetailView.module.css';

// Built with MUI and far below the fold (or opened on demand): loaded with MUI's theme when needed, not with the page.
const SharePanel = lazyThemed(() => import('../SharePanel.tsx').then((module) => module.SharePanel));
const PhotoLightbox = lazyThemed(() => import('../PhotoLightbox.tsx').then((module) => module.PhotoLightbox));

/**
 * A loaded listing: the banner, the aside (booking, host note or review) and the sections. Plain markup and CSS
 * modules (docs/decisions/021-plain-first-screen.md): a first visit needs no MUI.
 */
export function DetailView({ venue, reservationId }: { venue: VenueDetail; reservationId?: string }) {
  const user = useSessionUser();
  const isOwnListing = Boolean(user && user.uuid === venue.host.userId);
  const reviewing = Boolean(user?.admin) && !venue.approved && !isOwnListing;
  // Phones stack the aside above the content; a customer's is only the fixed Book bar, with no height.
  const asideInFlow = isOwnListing || reviewing;
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);

  return (
    <div className={`container ${styles.page} ${asideInFlow ? styles.withAside : ''}`}>
      {reservationId && !isOwnListing && (
        <PlainAlert severity="info" className={styles.notice}>
          Rescheduling your booking — choose new hours
        </PlainAlert>
      )}
      <Banner venue={venue} isOwnListing={isOwnListing} onShowPhotos={() => setPhotoIndex(0)} />

      <div className={styles.layout}>
        {/* First in the document so Book comes before the photos, map and share buttons in tab order. */}
        <BookingAside venue={venue} reservationId={reservationId} isOwnListing={isOwnListing} reviewing={reviewing} />
        <div className={styles.content}>
          <KeyFacts venue={venue} />
          <hr className="divider" />

          <Section id="overview" title="Overview">
            {/* The host's line breaks are part of the text: kept inline, whatever the stylesheet (and in tests). */}
            <p className={styles.description} style={{ whiteSpace: 'pre-line' }}>
              {venue.description}
            </p>
          </Section>
          <hr className="divider" />

          <Section id="photos" title="Photos">
            <PhotoGallery
              title={venue.title}
              images={venue.images}
              thumbnails={venue.thumbnails}
              onOpen={setPhotoIndex}
            />
          </Section>
          <hr className="divider" />

          <Section id="amenities" title="Amenities">
            <Amenities amenities={venue.amenities} />
          </Section>
          <hr className="divider" />

          <Section
            id="reviews"
            title="Reviews"
            action={<RatingSummary rating={venue.rating} reviewCount={venue.reviewCount} />}
          >
            <NearViewport minHeight={160} fallback={<span className={`skeleton ${styles.reviewsPlaceholder}`} />}>
              <ReviewsSection venueId={venue.uuid} approved={venue.approved} />
            </NearViewport>
          </Section>
          <hr className="divider" />

          <Section id="location" title="Location">
            <Location venue={venue} />
          </Section>
          <hr className="divider" />

          <Section id="share" title="Share this space">
            {venue.approved ? (
              <NearViewport minHeight={100} fallback={<span className={`skeleton ${styles.sharePlaceholder}`} />}>
                <SharePanel venueId={venue.uuid} title={venue.title} />
              </NearViewport>
            ) : (
              <p className={styles.unshared}>Sharing opens once the listing is approved.</p>
            )}
          </Section>
        </div>
      </div>

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
    </div>
  );
}
