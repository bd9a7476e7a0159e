import type { VenueDetail } from '@app/contract';
import { lazy, Suspense } from 'react';
import { lazyThemed } from '../../../components/theme/themed.tsx';
import styles from './BookingAside.module.css';
import { loadingRegion } from '../../../components/loading-region';

/**
 * The booking panel is fetched as the page mounts, in parallel with the listing's data it needs anyway, so it is
 * not on the path to the first paint (the banner and title). It is plain markup like the page: no MUI on a first visit.
 */
export const loadBookingPanel = () => import('../../booking/index.ts');
const BookingPanel = lazy(() => loadBookingPanel().then((module) => ({ default: module.BookingPanel })));

// Only for the listing's host: loaded with MUI when needed, not with the page.
const HostNote = lazyThemed(() => import('../HostNote.tsx').then((module) => module.HostNote));

// Admins only, on a listing waiting for approval.
const ListingReviewPanel = lazyThemed(() =>
  import('../../admin/public.ts').then((module) => module.ListingReviewPanel),
);

/** Beside the content: the booking panel for guests, a note for the listing's host, the review panel for admins. */
export function BookingAside({
  venue,
  reservationId,
  isOwnListing,
  reviewing,
}: {
  venue: VenueDetail;
  reservationId?: string;
  isOwnListing: boolean;
  reviewing: boolean;
}) {
  return (
    <aside
      id="booking"
      aria-label={isOwnListing ? 'Your listing' : reviewing ? 'Listing review' : 'Booking'}
      className={styles.aside}
    >
      {isOwnListing ? (
        <Suspense fallback={<span className={`skeleton ${styles.placeholder} ${styles.hostNote}`} />}>
          <HostNote venue={venue} />
        </Suspense>
      ) : reviewing ? (
        <Suspense fallback={<span className={`skeleton ${styles.placeholder} ${styles.review}`} />}>
          <ListingReviewPanel venue={venue} />
        </Suspense>
      ) : (
        <Suspense
          fallback={
            <span
              {...loadingRegion('Loading the booking panel')}
              className={`skeleton ${styles.placeholder} ${styles.bookingPanel}`}
            />
          }
        >
          <BookingPanel venue={venue} reservationId={reservationId} />
        </Suspense>
      )}
    </aside>
  );
}
