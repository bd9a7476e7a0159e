import { Messages } from '@app/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { HostReservationCard, type RequestAnswers } from './HostReservationCard.tsx';
import { HostReservationDialog } from './HostReservationDialog.tsx';
import { useListingReservations, type HostReservation } from '../api/get-listing-reservations.ts';
import { useAcceptRequest } from '../api/accept-request.ts';
import { groupReservations, isPendingRequest, type ReservationTab } from './reservation-rules.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { loadingRegion } from '../../../components/loading-region';
import { timeZoneName } from '../../../lib/time-zone.ts';

// Opened only to decline a request (its text field is the page's only one): its chunk loads then.
const DeclineRequestDialog = lazy(() =>
  import('./DeclineRequestDialog.tsx').then((module) => ({ default: module.DeclineRequestDialog })),
);

const tabs: Array<{ value: ReservationTab; label: string; emptyTitle: string; emptyText: string }> = [
  {
    value: 'upcoming',
    label: 'Upcoming',
    emptyTitle: 'No upcoming reservations',
    emptyText: 'New bookings and requests of this listing will wait here until their day comes.',
  },
  {
    value: 'past',
    label: 'Past',
    emptyTitle: 'No past reservations',
    emptyText: 'Bookings that are over are listed here, with what they earned.',
  },
  {
    value: 'cancelled',
    label: 'Cancelled',
    emptyTitle: 'No cancelled reservations',
    emptyText: 'Bookings that were cancelled or never paid, and requests declined or not answered, are listed here.',
  },
];

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

/** The page's head: back to Manage Listings, the title, and a line under it. */
function Frame({ title, subtitle, children }: { title: ReactNode; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Button component={RouterLink} to="/managelistings" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
          Manage Listings
        </Button>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}

function LoadingState() {
  return (
    <Stack {...loadingRegion('Loading reservations')} spacing={2}>
      <Skeleton variant="rounded" width={320} height={40} sx={{ maxWidth: '100%' }} />
      {[0, 1, 2].map((key) => (
        <Paper key={key} variant="outlined" sx={{ borderRadius: 3, p: 2.5 }}>
          <Stack direction="row" spacing={1.5}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" height={28} />
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /view-reservations/{id}: who booked one of the host's listings (docs/product/screens.md#reservations-of-a-listing). */
export function ListingReservationsPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const listing = useListingReservations(id);
  const [searchParams] = useSearchParams();
  const pointedAt = searchParams.get('reservation');
  const [chosenTab, setChosenTab] = useState<ReservationTab | null>(null);
  const [details, setDetails] = useState<HostReservation | null>(null);
  const [declining, setDeclining] = useState<HostReservation | null>(null);
  const accept = useAcceptRequest(id);
  const pointedRef = useRef<HTMLElement>(null);
  const tabsId = useId();

  const data = listing.data;
  const owned = Boolean(data && user && data.host.userId === user.uuid);
  usePageTitle(data && owned ? `Reservations · ${data.title}` : 'Reservations');

  const groups = useMemo(
    () => groupReservations(owned ? (data?.reservations ?? []) : [], data?.timezone ?? 'UTC'),
    [data, owned],
  );
  const pointedTab = pointedAt
    ? tabs.find((tab) => groups[tab.value].some((reservation) => reservation.uuid === pointedAt))?.value
    : undefined;
  const tab: ReservationTab = chosenTab ?? pointedTab ?? 'upcoming';

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    // Once per pointed reservation: later reloads must not pull the page back to it.
    if (!pointedAt || !pointedRef.current || scrolledTo.current === pointedAt) return;
    scrolledTo.current = pointedAt;
    pointedRef.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });

  if (listing.isPending) {
    return (
      <Frame title="Reservations">
        <LoadingState />
      </Frame>
    );
  }

  const notFound = listing.isError ? listing.error instanceof ApiError && listing.error.status === 404 : !owned;
  if (listing.isError && !notFound) {
    return (
      <Frame title="Reservations">
        <LoadFailed what="The reservations" onRetry={() => void listing.refetch()} />
      </Frame>
    );
  }
  if (!data || notFound) {
    return (
      <Frame title="Reservations">
        <EmptyState
          icon={<EventBusyOutlinedIcon fontSize="large" />}
          tone="rose"
          title="We couldn't find this listing"
          text="It may have been deleted, or it belongs to another host. Your own listings are in Manage Listings."
          action={
            <Button component={RouterLink} to="/managelistings" variant="contained">
              Manage Listings
            </Button>
          }
        />
      </Frame>
    );
  }

  const zoneLabel = `${timeZoneName(data.timezone)} (${data.timezone})`;
  const slotPrefix = data.category.slotPrefix;
  const total = data.reservations.length;
  const current = tabs.find((item) => item.value === tab)!;
  const shown = groups[tab];
  // The booking as the list has it now: after an answer the list reloads while View Details may still be open.
  const detailed = details ? (data.reservations.find((item) => item.uuid === details.uuid) ?? details) : null;
  const waiting = groups.upcoming.filter((reservation) => isPendingRequest(reservation)).length;
  const answersFor = (reservation: HostReservation): RequestAnswers => ({
    onAccept: () =>
      accept.mutate(reservation.uuid, {
        // From View Details: the dialog has done its job once the request is answered.
        onSuccess: () => setDetails((open) => (open?.uuid === reservation.uuid ? null : open)),
      }),
    onDecline: () => {
      setDetails(null);
      setDeclining(reservation);
    },
    accepting: accept.isPending && accept.variables === reservation.uuid,
    busy: accept.isPending,
  });

  return (
    <Frame
      title={
        <>
          Reservations for{' '}
          <Link component={RouterLink} to={`/view-detail/${encodeURIComponent(data.uuid)}`} underline="hover">
            {data.title}
          </Link>
        </>
      }
      subtitle={`${total} ${total === 1 ? 'reservation' : 'reservations'}`}
    >
      {total === 0 ? (
        <EmptyState
          icon={<EventNoteOutlinedIcon fontSize="large" />}
          title={Messages.noReservationsYet}
          text="When a guest books this listing, who booked, the hours and the amount appear here."
          action={
            <Button component={RouterLink} to="/managelistings" variant="contained" size="large">
              Manage Listings
            </Button>
          }
        />
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              onChange={(_event, next: ReservationTab) => setChosenTab(next)}
              aria-label="Reservations"
              variant="scrollable"
              scrollButtons={false}
              // Three tabs with their counts fit a 375 px phone with narrower padding.
              sx={{ '& .MuiTab-root': { px: { xs: 1.25, sm: 2 }, minWidth: 0 } }}
            >
              {tabs.map((item) => (
                <Tab
                  key={item.value}
                  value={item.value}
                  id={`${tabsId}-${item.value}`}
                  aria-controls={`${tabsId}-panel`}
                  label={<TabLabel text={item.label} count={groups[item.value].length} />}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'upcoming' && waiting > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {waiting === 1
                    ? '1 request is waiting for your answer'
                    : `${waiting} requests are waiting for your answer`}
                </Typography>
                <Typography variant="body2">
                  Accept to confirm the booking and charge the guest&apos;s card, or decline with a reason. Requests are
                  listed first.
                </Typography>
              </Alert>
            )}
            {shown.length === 0 ? (
              <EmptyState
                icon={<EventNoteOutlinedIcon fontSize="large" />}
                title={current.emptyTitle}
                text={current.emptyText}
              />
            ) : (
              <Stack spacing={2}>
                {shown.map((reservation) => {
                  const pointed = reservation.uuid === pointedAt;
                  return (
                    <HostReservationCard
                      key={reservation.uuid}
                      ref={pointed ? pointedRef : undefined}
                      reservation={reservation}
                      slotPrefix={slotPrefix}
                      zoneLabel={zoneLabel}
                      timezone={data.timezone}
                      highlighted={pointed}
                      onDetails={() => setDetails(reservation)}
                      answers={answersFor(reservation)}
                    />
                  );
                })}
              </Stack>
            )}
          </Box>
        </>
      )}
      <HostReservationDialog
        reservation={detailed}
        listingTitle={data.title}
        slotPrefix={slotPrefix}
        zoneLabel={zoneLabel}
        timezone={data.timezone}
        answers={detailed ? answersFor(detailed) : undefined}
        onClose={() => setDetails(null)}
      />
      {declining && (
        <Suspense fallback={null}>
          <DeclineRequestDialog
            reservation={declining}
            venueId={id}
            zoneLabel={zoneLabel}
            onClose={() => setDeclining(null)}
          />
        </Suspense>
      )}
    </Frame>
  );
}
