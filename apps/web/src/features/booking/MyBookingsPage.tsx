import type { Reservation } from '@app/contract';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, PageShell } from '../../components/PageShell.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useInvalidateBookings, useReservations } from './booking.api.ts';
import { BookingCard } from './BookingCard.tsx';
import { isUpcoming, requestOf } from './format.ts';
import { useOpenedOnce } from '../../lib/opened-once.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { loadingRegion } from '../../components/loading-region';

// The dialogs load when first opened: with the text field and modal behind them they are a fifth of the page's code.
const BookingDetailsDialog = lazy(() =>
  import('./BookingDetailsDialog.tsx').then((module) => ({ default: module.BookingDetailsDialog })),
);
const CancelBookingDialog = lazy(() =>
  import('./CancelBookingDialog.tsx').then((module) => ({ default: module.CancelBookingDialog })),
);
const ReviewDialog = lazy(() => import('./ReviewDialog.tsx').then((module) => ({ default: module.ReviewDialog })));

type TabName = 'upcoming' | 'past';

/**
 * While a request waits for the host the list is read again this often (when the page is visible): the answer also
 * arrives on the live stream, which reloads the list, but a dropped connection must not leave the guest waiting.
 */
export const REQUEST_REFRESH_MS = 30_000;

function LoadingCards() {
  return (
    <Stack {...loadingRegion('Loading bookings')} spacing={2}>
      <Skeleton variant="rounded" width={220} height={40} />
      {[0, 1, 2].map((key) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{
            borderRadius: 3,
            overflow: 'hidden',
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          }}
        >
          <Skeleton variant="rectangular" sx={{ height: { xs: 160, sm: '100%' }, minHeight: { sm: 180 } }} />
          <Box sx={{ p: 2.5 }}>
            <Skeleton width="25%" />
            <Skeleton width="60%" height={32} />
            <Skeleton width="50%" />
            <Skeleton width="35%" />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Skeleton variant="rounded" width={110} height={36} />
              <Skeleton variant="rounded" width={110} height={36} />
            </Stack>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

const startOf = (reservation: Reservation) => Date.parse(reservation.startsAt);

/** Upcoming soonest first; past (over, cancelled, completed) newest first. */
function split(reservations: Reservation[], now = Date.now()) {
  const upcoming = reservations.filter((r) => isUpcoming(r, now)).sort((a, b) => startOf(a) - startOf(b));
  const past = reservations
    .filter((r) => !isUpcoming(r, now))
    .sort((a, b) => startOf(b) - startOf(a) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { upcoming, past };
}

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{text}</span>{' '}
      <Box
        component="span"
        sx={{ px: 1, minWidth: 24, borderRadius: 99, bgcolor: 'action.selected', fontSize: 13, lineHeight: '22px' }}
      >
        {count}
      </Box>
    </Stack>
  );
}

/** /mybookings: the customer's bookings (docs/product/screens.md#my-bookings); `?booking={id}` points at one of them. */
export function MyBookingsPage() {
  usePageTitle('My Bookings');
  const reservations = useReservations();
  const invalidate = useInvalidateBookings();
  const [searchParams] = useSearchParams();
  const pointedAt = searchParams.get('booking');
  const [chosenTab, setChosenTab] = useState<TabName | null>(null);
  const [details, setDetails] = useState<Reservation | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  // The booking as the list has it now: a list shown from cache (after a reschedule, say) reloads while the dialog
  // is open, and the refund it states must be the new one.
  const cancelling = reservations.data?.find((reservation) => reservation.uuid === cancellingId) ?? null;
  const [reviewing, setReviewing] = useState<{ venueId: string; title: string } | null>(null);
  const detailsLoaded = useOpenedOnce(details !== null);
  const cancelLoaded = useOpenedOnce(cancelling !== null);
  const reviewLoaded = useOpenedOnce(reviewing !== null);
  const pointedRef = useRef<HTMLElement>(null);
  const tabsId = useId();

  const groups = useMemo(() => split(reservations.data ?? []), [reservations.data]);
  const pointedTab: TabName | undefined = pointedAt
    ? groups.upcoming.some((r) => r.uuid === pointedAt)
      ? 'upcoming'
      : groups.past.some((r) => r.uuid === pointedAt)
        ? 'past'
        : undefined
    : undefined;
  const tab: TabName = chosenTab ?? pointedTab ?? 'upcoming';

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    // Once per pointed booking: later reloads must not yank the page back to it.
    if (!pointedAt || !pointedRef.current || scrolledTo.current === pointedAt) return;
    scrolledTo.current = pointedAt;
    pointedRef.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });

  const onHoldExpired = useCallback(() => void invalidate(), [invalidate]);

  const waitingForHost = reservations.data?.some((reservation) => requestOf(reservation) === 'pending') ?? false;
  const { refetch } = reservations;
  useEffect(() => {
    if (!waitingForHost) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refetch();
    }, REQUEST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waitingForHost, refetch]);

  if (reservations.isPending) {
    return (
      <PageShell title="My Bookings">
        <LoadingCards />
      </PageShell>
    );
  }

  if (reservations.isError) {
    return (
      <PageShell title="My Bookings">
        <LoadFailed what="Your bookings" onRetry={() => void reservations.refetch()} />
      </PageShell>
    );
  }

  if (reservations.data.length === 0) {
    return (
      <PageShell title="My Bookings">
        <EmptyState
          icon={<EventNoteOutlinedIcon fontSize="large" />}
          title="No bookings yet"
          text="Find a space you like, pick your hours and it will show up here."
          action={
            <Button component={RouterLink} to="/listing" variant="contained" size="large">
              Explore spaces
            </Button>
          }
        />
      </PageShell>
    );
  }

  const shown = groups[tab];
  const total = reservations.data.length;
  return (
    <PageShell title="My Bookings" subtitle={`${total} ${total === 1 ? 'booking' : 'bookings'}`}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: TabName) => setChosenTab(next)} aria-label="Bookings">
          <Tab
            value="upcoming"
            id={`${tabsId}-upcoming`}
            aria-controls={`${tabsId}-panel`}
            label={<TabLabel text="Upcoming" count={groups.upcoming.length} />}
          />
          <Tab
            value="past"
            id={`${tabsId}-past`}
            aria-controls={`${tabsId}-panel`}
            label={<TabLabel text="Past" count={groups.past.length} />}
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<EventNoteOutlinedIcon fontSize="large" />}
            title={tab === 'upcoming' ? 'No upcoming bookings' : 'No past bookings'}
            text={
              tab === 'upcoming'
                ? 'Bookings you make will wait here until their day comes.'
                : 'Bookings that are over or cancelled will be listed here.'
            }
            action={
              tab === 'upcoming' && (
                <Button component={RouterLink} to="/listing" variant="contained">
                  Explore spaces
                </Button>
              )
            }
          />
        ) : (
          <Stack spacing={2.5}>
            {shown.map((reservation) => {
              const pointed = reservation.uuid === pointedAt;
              return (
                <BookingCard
                  key={reservation.uuid}
                  ref={pointed ? pointedRef : undefined}
                  reservation={reservation}
                  highlighted={pointed}
                  onDetails={() => setDetails(reservation)}
                  onCancel={() => setCancellingId(reservation.uuid)}
                  onReview={() => setReviewing({ venueId: reservation.venueId, title: reservation.venue.title })}
                  onHoldExpired={onHoldExpired}
                />
              );
            })}
          </Stack>
        )}
      </Box>
      {detailsLoaded && (
        <Suspense fallback={null}>
          <BookingDetailsDialog reservation={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
      {cancelLoaded && (
        <Suspense fallback={null}>
          <CancelBookingDialog reservation={cancelling} onClose={() => setCancellingId(null)} />
        </Suspense>
      )}
      {reviewLoaded && (
        <Suspense fallback={null}>
          <ReviewDialog venue={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </PageShell>
  );
}
