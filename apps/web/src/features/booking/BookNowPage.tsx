import { Messages, ReservationStatus, type Reservation } from '@app/contract';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { apiCall, ApiError, errorText } from '../../lib/api.ts';
import { keepQuietAbout, notify } from '../../lib/notify.ts';
import { followReservation } from '../../lib/reservation-events.ts';
import { useInvalidateBookings, usePaymentConfig, useReservation } from './booking.api.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { heldFor, unpaid } from './format.ts';
import { waitingText } from './request-text.ts';
import type { RequiredAction } from './payment-types.ts';
import { TestModeCardForm } from './TestModeCardForm.tsx';
import { useNow } from './useNow.ts';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { loadingRegion } from '../../components/loading-region';

const StripeCardPayment = lazy(() =>
  import('./StripeCardPayment.tsx').then((module) => ({ default: module.StripeCardPayment })),
);

/** Stripe's message when 3-D Secure fails (payment_intent_authentication_failure). */
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** While the outcome is unknown the booking is re-read this often, so a dropped event stream never stalls the page. */
const WAITING_POLL_MS = 3000;
/** Afterwards too, slowly: a payment applied by a webhook or an expiry shows even without the stream. */
const SETTLED_POLL_MS = 15_000;

interface CheckoutState {
  intent?: 'book' | 'reschedule';
  requestedAt?: number;
}

type Phase =
  | { name: 'waiting' }
  | { name: 'pay'; due: number; expiresAt: number; reschedule: boolean }
  | { name: 'requested' }
  | { name: 'confirmed' }
  | { name: 'completed' }
  | { name: 'failed'; detail: string };

/** docs/product/rules.md#booking-flow: where a booking stands, read from the booking itself. */
function phaseOf(reservation: Reservation | undefined, now: number, failure?: string): Phase {
  if (!reservation) return { name: 'waiting' };
  // A request to book whose card is authorised: nothing more is due, the host answers (docs/product/rules.md#request-to-book).
  if (reservation.approval === 'pending') return { name: 'requested' };
  const owed = unpaid(reservation, now);
  if (owed) return { name: 'pay', ...owed };
  switch (reservation.status) {
    case ReservationStatus.CONFIRMED:
      return { name: 'confirmed' };
    case ReservationStatus.COMPLETED:
      return { name: 'completed' };
    case ReservationStatus.INPROCESS:
      return { name: 'failed', detail: Messages.bookingHoldExpired };
    default:
      return { name: 'failed', detail: failure ?? Messages.bookingHoldExpired };
  }
}

function Centered({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: '20px' }}>
        {icon}
        <Typography component="h1" variant="h5" sx={{ mt: 2 }} role="status">
          {title}
        </Typography>
        {text && (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {text}
          </Typography>
        )}
        {children && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
            {children}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

function HoldCountdown({ expiresAt, now, timeZone }: { expiresAt: number; now: number; timeZone: string }) {
  const left = expiresAt - now;
  return (
    <Alert
      severity={left < 120_000 ? 'warning' : 'info'}
      icon={<HourglassTopIcon />}
      sx={{ borderRadius: '12px' }}
      role="timer"
      aria-live="off"
    >
      Your hours are held for <strong>{heldFor(expiresAt, now, timeZone)}</strong>. Pay before then to keep them.
    </Alert>
  );
}

function PaymentStep({
  reservation,
  phase,
  now,
  onPaid,
}: {
  reservation: Reservation;
  phase: Extract<Phase, { name: 'pay' }>;
  now: number;
  onPaid: () => void;
}) {
  const config = usePaymentConfig();
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [error, setError] = useState<string | undefined>(() =>
    searchParams.get('payment_intent') && searchParams.get('redirect_status') !== 'succeeded'
      ? AUTHENTICATION_FAILED
      : undefined,
  );
  const invalidate = useInvalidateBookings();
  const amountText = formatPrice(toCents(phase.due));

  const complete = useCallback(
    async (paymentId: string) => {
      setBusy(true);
      try {
        await apiCall('POST /reservation/confirm/:id/complete', {
          params: { id: reservation.uuid },
          json: { paymentId },
        });
        onPaid();
      } catch (failure) {
        setError(errorText(failure));
        void invalidate();
      } finally {
        setBusy(false);
      }
    },
    [reservation.uuid, onPaid, invalidate],
  );

  // Back from the test-mode 3-D Secure page (as from Stripe's redirect): apply the payment, or say why not.
  const returned = useRef(false);
  useEffect(() => {
    const paymentId = searchParams.get('payment_intent');
    if (!paymentId || returned.current) return;
    returned.current = true;
    const status = searchParams.get('redirect_status');
    setSearchParams(
      (params) => {
        params.delete('payment_intent');
        params.delete('payment_intent_client_secret');
        params.delete('redirect_status');
        return params;
      },
      { replace: true, state: location.state },
    );
    // Runs once per return from the provider: the call to the server is the effect, `busy` only reflects it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (status === 'succeeded') void complete(paymentId);
  }, [searchParams, setSearchParams, complete, location.state]);

  const pay = async (source: string): Promise<RequiredAction | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      const body = await apiCall('POST /reservation/confirm/:id', {
        params: { id: reservation.uuid },
        json: { venueId: reservation.venueId, stripetoken: source },
      });
      if (!body.data.requiresAction) {
        onPaid();
        return undefined;
      }
      const action = {
        clientSecret: body.data.clientSecret ?? null,
        paymentId: body.data.paymentId ?? '',
        redirectUrl: body.data.redirectUrl ?? null,
      };
      if (!action.clientSecret || !config.data?.publishableKey) {
        if (action.redirectUrl) {
          // The provider's authentication page sends the customer back here with the outcome.
          const target = new URL(action.redirectUrl, window.location.origin);
          const back = `${location.pathname}?reservationid=${encodeURIComponent(reservation.uuid)}`;
          target.searchParams.set('return_url', back);
          window.location.assign(`${target.pathname}${target.search}`);
        }
      }
      return action;
    } catch (failure) {
      // Said next to the card form; a snackbar would say it twice.
      setError(errorText(failure));
      // A decline keeps the hold; anything else (expired, changed) shows on the next read.
      if (!(failure instanceof ApiError && failure.status === 402)) void invalidate();
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const formProps = {
    amountText,
    action: reservation.bookingMode === 'request' && !phase.reschedule ? ('Authorise' as const) : ('Pay' as const),
    busy,
    onToken: pay,
    onAuthenticated: complete,
    onError: setError,
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }} aria-labelledby="pay-heading">
      <Typography id="pay-heading" component="h2" variant="h6">
        {phase.reschedule
          ? 'Pay the difference'
          : formProps.action === 'Authorise'
            ? 'Authorise your card'
            : 'Pay to confirm'}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, my: 1 }} aria-label={`Amount due ${amountText}`}>
        {amountText}
      </Typography>
      <HoldCountdown expiresAt={phase.expiresAt} now={now} timeZone={reservation.venue.timezone} />
      {phase.reschedule && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          Your booking keeps its current times until the difference is paid.
        </Typography>
      )}
      {formProps.action === 'Authorise' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          This listing takes requests: your card is authorised now and charged only if the host accepts.
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {error}
          {error !== AUTHENTICATION_FAILED && ' Your hours stay held: you can try another card.'}
        </Alert>
      )}
      <Box sx={{ mt: 2.5 }}>
        {config.isPending ? (
          <Skeleton {...loadingRegion('Loading the payment form')} variant="rounded" height={180} />
        ) : config.data?.publishableKey ? (
          <Suspense
            fallback={<Skeleton {...loadingRegion('Loading the payment form')} variant="rounded" height={180} />}
          >
            <StripeCardPayment publishableKey={config.data.publishableKey} {...formProps} />
          </Suspense>
        ) : (
          <TestModeCardForm {...formProps} />
        )}
      </Box>
    </Paper>
  );
}

/**
 * /book-now/{venueId}?reservationid=: follows a booking request to its outcome (docs/product/rules.md#booking-flow) and takes
 * the card payment. Outcomes arrive on the live stream; the booking is also re-read, so a dropped stream never
 * leaves the user waiting.
 */
export function BookNowPage() {
  const { id: venueId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reservationId = searchParams.get('reservationid') ?? undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as CheckoutState;
  const now = useNow(1000);
  const [failure, setFailure] = useState<string>();
  const reservation = useReservation(reservationId, {
    refetchInterval: (query) => (query.state.data ? SETTLED_POLL_MS : WAITING_POLL_MS),
  });
  const { refetch } = reservation;
  const phase = phaseOf(reservation.data, now, failure);
  const isReschedule = state.intent === 'reschedule' || Boolean(reservation.data?.pendingChange);
  usePageTitle(phase.name === 'pay' ? 'Confirm and pay' : phase.name === 'requested' ? 'Request sent' : 'Your booking');

  // This page says how the booking ends: its live notifications go to the bell only.
  useEffect(() => (reservationId ? keepQuietAbout(reservationId) : undefined), [reservationId]);

  useEffect(() => {
    if (!reservationId) return;
    return followReservation(
      reservationId,
      (event) => {
        // A decline keeps the hold: the payment form says so itself.
        if (event.type === 'reservation_failed' && event.reason !== 'declined' && event.message) {
          setFailure(event.message);
        }
        void refetch();
      },
      { since: state.requestedAt ? state.requestedAt - 5000 : Date.now() },
    );
  }, [reservationId, refetch, state.requestedAt]);

  const finished = useRef(false);
  const thankYou = useCallback(
    (rescheduled: boolean) => {
      if (finished.current || !reservationId) return;
      finished.current = true;
      notify.success(rescheduled ? Messages.rescheduleConfirmed : Messages.bookingConfirmed);
      navigate(`/thankyou?reservationid=${encodeURIComponent(reservationId)}${rescheduled ? '&rescheduled=1' : ''}`, {
        replace: true,
      });
    },
    [navigate, reservationId],
  );

  // A request to book waits for the host once the card is authorised: said here, the page then shows the request.
  const paid = (booking: Reservation, rescheduled: boolean) => {
    if (booking.bookingMode === 'request' && !rescheduled) {
      notify.success(Messages.requestSent);
      void refetch();
    } else thankYou(rescheduled);
  };

  // Straight from a request (a free booking, a cheaper reschedule): confirmed without a payment. Only a read made
  // after the request counts: an older one shows the booking before it changed.
  const readAfterRequest = reservation.dataUpdatedAt >= (state.requestedAt ?? 0);
  useEffect(() => {
    if (phase.name === 'confirmed' && state.intent && readAfterRequest) thankYou(state.intent === 'reschedule');
  }, [phase.name, state.intent, readAfterRequest, thankYou]);

  const hold = phase.name === 'pay' ? phase.expiresAt : undefined;
  useEffect(() => {
    // The hold just ran out: the server releases it; read the booking again to show that.
    if (hold !== undefined && hold <= now) void refetch();
  }, [hold, now, refetch]);

  if (!reservationId) return <Navigate to={`/view-detail/${encodeURIComponent(venueId)}`} replace />;

  if (reservation.isError) {
    const missing = reservation.error instanceof ApiError && reservation.error.status === 404;
    return (
      <Centered
        icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />}
        title={missing ? Messages.bookingNotFound : 'Your booking could not be loaded'}
        text={missing ? 'This booking does not exist or belongs to another account.' : 'Please try again.'}
      >
        {!missing && (
          <Button variant="contained" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
        <Button component={RouterLink} to="/mybookings" variant={missing ? 'contained' : 'outlined'}>
          My Bookings
        </Button>
      </Centered>
    );
  }

  if (phase.name === 'waiting' || (phase.name === 'confirmed' && state.intent)) {
    return (
      <Centered
        icon={<CircularProgress aria-hidden />}
        title={Messages.bookingProcessing}
        text="This takes a few seconds. Please keep this page open."
      />
    );
  }

  const booking = reservation.data!;
  if (phase.name === 'failed') {
    return (
      <Centered
        icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />}
        title={Messages.requestProcessingFailed}
        text={
          isReschedule && booking.status === ReservationStatus.CONFIRMED
            ? `${phase.detail} Your booking keeps its current times.`
            : phase.detail
        }
      >
        <Button component={RouterLink} to={`/view-detail/${booking.venueId}`} variant="contained">
          Choose other hours
        </Button>
        <Button component={RouterLink} to="/mybookings" variant="outlined">
          My Bookings
        </Button>
      </Centered>
    );
  }

  if (phase.name === 'requested') {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Request sent
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {waitingText(booking)}
        </Alert>
        <BookingSummary reservation={booking} heading="Your request" />
        <Button component={RouterLink} to={`/mybookings?booking=${booking.uuid}`} variant="contained" sx={{ mt: 2 }}>
          My Bookings
        </Button>
      </Container>
    );
  }

  if (phase.name === 'confirmed' || phase.name === 'completed') {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {phase.name === 'confirmed'
            ? 'This booking is confirmed. Nothing is left to pay.'
            : 'This booking is complete.'}
        </Alert>
        <BookingSummary reservation={booking} />
        <Button component={RouterLink} to={`/mybookings?booking=${booking.uuid}`} variant="contained" sx={{ mt: 2 }}>
          My Bookings
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: { xs: 2, md: 3 } }}>
        {phase.reschedule
          ? 'Confirm your new times'
          : booking.bookingMode === 'request'
            ? 'Request to book'
            : 'Confirm and pay'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 420px' },
          gap: { xs: 2.5, md: 4 },
          alignItems: 'start',
        }}
      >
        <BookingSummary reservation={booking} heading={phase.reschedule ? 'Your new times' : 'Your booking'} />
        <PaymentStep reservation={booking} phase={phase} now={now} onPaid={() => paid(booking, phase.reschedule)} />
      </Box>
    </Container>
  );
}
