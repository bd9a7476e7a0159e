import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { ApiError } from '../../lib/api.ts';
import { loadBookingPanel } from './detail/BookingAside.tsx';
import { DetailSkeleton } from './detail/DetailSkeleton.tsx';
import { DetailView } from './detail/DetailView.tsx';
import { Problem } from './detail/Problem.tsx';
import { useVenue } from './listing.api.ts';

/**
 * /view-detail/{id}: one listing (docs/product/screens.md#listing-detail); `?reservationid=` puts it in reschedule mode.
 * Plain markup and CSS modules like home and search (docs/decisions/021-plain-first-screen.md): the parts built with
 * MUI (reviews, sharing, the photo viewer, the phone's booking sheet, the host's note) load with it on demand.
 */
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
          <Link to="/listing" className="button button-contained button-large">
            Browse spaces
          </Link>
        }
      />
    );
  }
  return (
    <Problem
      title="This space could not be loaded"
      text="Something went wrong on our side or with the connection. Please try again."
      action={
        <button type="button" className="button button-contained button-large" onClick={() => void venue.refetch()}>
          Try again
        </button>
      }
    />
  );
}
