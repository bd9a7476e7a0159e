import type { VenueDetail } from '@app/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

/**
 * The booking panel is fetched as the page mounts, in parallel with the listing's data it needs anyway, so it is
 * not on the path to the first paint (the banner and title).
 */
export const loadBookingPanel = () => import('../../booking/index.ts');
const BookingPanel = lazy(() => loadBookingPanel().then((module) => ({ default: module.BookingPanel })));

// Only for the listing's host: loaded when needed, not with the page.
const HostNote = lazy(() => import('../HostNote.tsx').then((module) => ({ default: module.HostNote })));

// Admins only, on a listing waiting for approval.
const ListingReviewPanel = lazy(() =>
  import('../../admin/public.ts').then((module) => ({ default: module.ListingReviewPanel })),
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
  );
}
