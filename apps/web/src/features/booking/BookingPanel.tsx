import { Messages, type VenueDetail } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { openLogin } from '../../lib/dialogs.ts';
import { addDays, todayIn } from '../../lib/date-rules.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { requestBooking, useReservation } from './booking.api.ts';
import {
  bookableDates,
  bookingProblem,
  choiceOf,
  chosenHourCount,
  clockOf,
  emptyChoice,
  freeHours,
  hasSlots,
  HOURS,
  possibleEnds,
  priceOf,
  requestBodyOf,
  scheduleByDate,
  selectableSlots,
  withOwnHours,
  type BookingChoice,
  type Guests,
} from './booking-rules.ts';
import { BookingCalendar } from './BookingCalendar.tsx';
import type { RequestState } from './RequestDialog.tsx';
import { useNow } from './useNow.ts';

// Both open only on demand: the listing page's first load stays small.
const RequestDialog = lazy(() => import('./RequestDialog.tsx').then((module) => ({ default: module.RequestDialog })));
const BookingSheet = lazy(() => import('./BookingSheet.tsx').then((module) => ({ default: module.BookingSheet })));
import { CANCELLATION_RULE, checkoutPath, formatDate, isActive, placeOfZone } from './format.ts';
import { formatPrice, Price, toCents } from '../../components/Price.tsx';
import { venueKeys } from '../../lib/query-keys.ts';
import { reservationKeys } from './queries.ts';

const panelSx = { p: { xs: 2.5, sm: 3 }, borderRadius: '20px', boxShadow: '0 12px 32px rgba(15, 23, 42, 0.08)' };

const storageKey = (venueId: string, reservationId?: string) => `hourly.booking:${venueId}:${reservationId ?? 'new'}`;

function readStoredChoice(key: string): BookingChoice | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as BookingChoice | null;
    return stored && Array.isArray(stored.days) && Array.isArray(stored.slots) && stored.guests ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The choice survives a login (the visitor is asked to log in on Book and comes back to it) and a reload: it is
 * kept in this tab's session storage until the request is sent.
 */
function useStoredChoice(venueId: string, reservationId?: string) {
  const key = storageKey(venueId, reservationId);
  const [stored] = useState(() => readStoredChoice(key));
  const [choice, setChoice] = useState<BookingChoice>(() => stored ?? emptyChoice());
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(choice));
  }, [key, choice]);
  return { choice, setChoice, restored: Boolean(stored), forget: () => sessionStorage.removeItem(key) };
}

function GuestStepper({
  label,
  singular,
  value,
  max,
  onChange,
}: {
  label: string;
  singular: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
      <Box>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {max === 0 ? 'Not allowed here' : `Up to ${max}`}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-labelledby={id}>
        <IconButton
          aria-label={`Fewer ${label.toLowerCase()}`}
          onClick={() => onChange(value - 1)}
          disabled={value <= 0}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-label={`${label}: ${value}`}
          sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
        >
          {value}
        </Typography>
        <IconButton
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
          title={value >= max ? `At most ${max} ${max === 1 ? singular : label.toLowerCase()}` : undefined}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** A plain labelled native select (phones show their own wheel); MUI's select would double this page's script. */
function HourSelect({
  label,
  value,
  options,
  enabled,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: number[];
  enabled: Set<number>;
  onChange: (hour: number | undefined) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="caption" sx={{ display: 'block', fontWeight: 600, mb: 0.25 }}>
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        sx={{
          width: '100%',
          height: 40,
          px: 1,
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.400',
          borderRadius: '10px',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <option value="">Select</option>
        {options.map((hour) => (
          <option key={hour} value={hour} disabled={!enabled.has(hour)}>
            {clockOf(hour)}
            {enabled.has(hour) ? '' : ' (taken)'}
          </option>
        ))}
      </Box>
    </Box>
  );
}

interface FormProps {
  venue: VenueDetail;
  reservationId?: string;
}

/** The booking form (docs/product/screens.md#listing-detail, §5 "Booking"); renders inline on desktop, in a sheet on phones. */
function useBookingForm({ venue, reservationId }: FormProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reservation = useReservation(reservationId && user ? reservationId : undefined);
  const schedules = useMemo(
    () => (reservation.data ? withOwnHours(venue.schedules, reservation.data) : venue.schedules),
    [venue.schedules, reservation.data],
  );
  const { choice, setChoice, restored, forget } = useStoredChoice(venue.uuid, reservationId);
  const prefilled = useRef(restored);
  useEffect(() => {
    if (prefilled.current || !reservation.data) return;
    prefilled.current = true;
    setChoice(choiceOf(reservation.data));
  }, [reservation.data, setChoice]);

  const [request, setRequest] = useState<RequestState>({ phase: 'idle' });
  const [problem, setProblem] = useState<string>();
  const byDate = useMemo(() => scheduleByDate(schedules), [schedules]);
  const selectable = useMemo(() => selectableSlots(venue, schedules, choice.days), [venue, schedules, choice.days]);
  const slots = choice.slots.filter((slot) => selectable.has(slot));
  const effective = { ...choice, slots };
  const hours = chosenHourCount(effective);
  const total = priceOf(venue.rent, hours, slots.length);

  const update = (change: (current: BookingChoice) => BookingChoice) => {
    setProblem(undefined);
    setChoice(change);
  };

  const submit = async () => {
    if (!user) {
      notify.error(Messages.loginRequiredBooking);
      openLogin();
      return;
    }
    const broken = bookingProblem(venue, schedules, effective);
    if (broken) {
      setProblem(broken);
      notify.error(broken);
      return;
    }
    setRequest({ phase: 'sending' });
    const sentAt = Date.now();
    try {
      const body = await requestBooking(requestBodyOf(venue, effective), reservationId);
      forget();
      // The checkout starts from the booking as the request left it, never from an older read.
      queryClient.setQueryData(reservationKeys.detail(body.data.uuid), body.data);
      notify.success(reservationId ? Messages.rescheduleSubmitted : Messages.bookingSubmitted);
      navigate(checkoutPath(body.data), {
        state: { intent: reservationId ? 'reschedule' : 'book', requestedAt: sentAt },
      });
    } catch (error) {
      const detail = errorText(error);
      notify.error(detail);
      setRequest({ phase: 'failed', detail });
      // Someone may have taken the hours: show what is free now.
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venue.uuid) });
    }
  };

  return {
    user,
    reservation,
    schedules,
    byDate,
    choice,
    slots,
    selectable,
    hours,
    total,
    problem,
    request,
    closeRequest: () => setRequest({ phase: 'idle' }),
    update,
    submit,
  };
}

type Form = ReturnType<typeof useBookingForm>;

function BookingFields({ venue, reservationId, form }: FormProps & { form: Form }) {
  const today = todayIn(venue.timezone);
  const lastDate = addDays(today, venue.schedulingPeriod - 1);
  const bookable = useMemo(() => bookableDates(form.schedules), [form.schedules]);
  const { choice, update } = form;
  const days = [...choice.days].sort((a, b) => a.date.localeCompare(b.date));
  const zone = placeOfZone(venue.timezone);
  const slotName = venue.category.slotPrefix || 'Slot';
  const current = form.reservation.data;
  const now = useNow(60_000);
  const reschedulable = current ? isActive(current) && Date.parse(current.startsAt) > now : true;

  const toggleDate = (date: string) =>
    update((value) => ({
      ...value,
      days: value.days.some((day) => day.date === date)
        ? value.days.filter((day) => day.date !== date)
        : [...value.days, { date }],
    }));
  const setHours = (date: string, from: number | undefined, to: number | undefined) =>
    update((value) => ({ ...value, days: value.days.map((day) => (day.date === date ? { date, from, to } : day)) }));
  const setGuests = (kind: keyof Guests, count: number) =>
    update((value) => ({ ...value, guests: { ...value.guests, [kind]: Math.max(0, count) } }));
  const toggleSlot = (slot: number) =>
    update((value) => ({
      ...value,
      slots: value.slots.includes(slot) ? value.slots.filter((id) => id !== slot) : [...value.slots, slot],
    }));

  if (reservationId && (form.reservation.isError || (current && !reschedulable))) {
    return (
      <Alert severity="warning">
        {Messages.bookingNotReschedulable}.{' '}
        <Link component={RouterLink} to="/mybookings">
          Back to My Bookings
        </Link>
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {reservationId ? 'Choose new dates' : 'Choose dates'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Pick one or more days. Days with a dot have free hours.
        </Typography>
        {bookable.size === 0 ? (
          <Alert severity="info">No open hours in the next {venue.schedulingPeriod} days. Check back soon.</Alert>
        ) : (
          <BookingCalendar
            firstDate={today}
            lastDate={lastDate}
            bookable={bookable}
            selected={days.map((day) => day.date)}
            onToggle={toggleDate}
          />
        )}
      </Box>

      {days.length > 0 && (
        <Stack spacing={1.5}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Hours
          </Typography>
          {days.map((day) => {
            const free = freeHours(form.byDate.get(day.date));
            const label = formatDate(day.date);
            return (
              <Box
                key={day.date}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', m: 0, px: 1.5, pt: 0.5, pb: 1.5 }}
              >
                <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9rem' }}>
                  {label}
                </Box>
                {free.size === 0 ? (
                  <Typography variant="body2" color="error">
                    {Messages.noSlotAvailable}
                  </Typography>
                ) : (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
                    <HourSelect
                      label="From"
                      value={day.from}
                      options={HOURS}
                      enabled={free}
                      onChange={(from) => {
                        const ends = possibleEnds(free, from);
                        setHours(day.date, from, day.to !== undefined && ends.has(day.to) ? day.to : from! + 1);
                      }}
                    />
                    <HourSelect
                      label="To"
                      value={day.to}
                      options={HOURS.map((hour) => hour + 1)}
                      enabled={possibleEnds(free, day.from)}
                      onChange={(to) => setHours(day.date, day.from, to)}
                    />
                    <IconButton aria-label={`Remove ${label}`} onClick={() => toggleDate(day.date)} size="small">
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
              </Box>
            );
          })}
          <Typography variant="caption" color="text.secondary">
            Times in {zone} time ({venue.timezone})
          </Typography>
        </Stack>
      )}

      {hasSlots(venue) && (
        <Box>
          <Typography id="slots-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Slots
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {choice.days.length
              ? 'Only slots free in every chosen hour can be picked.'
              : 'Choose dates and hours first to see which are free.'}
          </Typography>
          <Box role="group" aria-labelledby="slots-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {Array.from({ length: venue.slots! }, (_, index) => index + 1).map((slot) => {
              const chosen = form.slots.includes(slot);
              return (
                <Chip
                  key={slot}
                  label={`${slotName} ${slot}`}
                  component="button"
                  aria-pressed={chosen}
                  disabled={!form.selectable.has(slot)}
                  onClick={() => toggleSlot(slot)}
                  color={chosen ? 'primary' : 'default'}
                  variant={chosen ? 'filled' : 'outlined'}
                  sx={{ fontWeight: 600 }}
                />
              );
            })}
          </Box>
        </Box>
      )}

      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Guests
        </Typography>
        <GuestStepper
          label="Adults"
          singular="adult"
          value={choice.guests.adults}
          max={venue.guestLimit.adults}
          onChange={(count) => setGuests('adults', count)}
        />
        <GuestStepper
          label="Children"
          singular="child"
          value={choice.guests.children}
          max={venue.guestLimit.children}
          onChange={(count) => setGuests('children', count)}
        />
        <GuestStepper
          label="Infants"
          singular="infant"
          value={choice.guests.infants}
          max={venue.guestLimit.infants}
          onChange={(count) => setGuests('infants', count)}
        />
      </Box>
    </Stack>
  );
}

function PriceSummary({ venue, form }: { venue: VenueDetail; form: Form }) {
  const slotCount = form.slots.length;
  const current = form.reservation.data;
  const difference = current ? Math.round((form.total - current.payment.amount) * 100) / 100 : 0;
  if (form.hours === 0) {
    return (
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Choose dates and hours to see the price.
      </Typography>
    );
  }
  return (
    <Box aria-live="polite">
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <Price dollars={venue.rent} /> × {form.hours} {form.hours === 1 ? 'hour' : 'hours'}
          {hasSlots(venue) ? ` × ${Math.max(1, slotCount)} ${Math.max(1, slotCount) === 1 ? 'slot' : 'slots'}` : ''}
        </Typography>
        <Typography variant="body2">
          <Price dollars={form.total} />
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800 }} data-total>
          <Price dollars={form.total} />
        </Typography>
      </Stack>
      {current && (
        <Typography variant="body2" sx={{ mt: 0.5, color: difference > 0 ? 'warning.dark' : 'success.dark' }}>
          Your booking now: <Price dollars={current.payment.amount} />.{' '}
          {difference > 0
            ? `You pay ${formatPrice(toCents(difference))} more.`
            : difference < 0
              ? `${formatPrice(toCents(-difference))} will be refunded to your card.`
              : 'Same price.'}
        </Typography>
      )}
    </Box>
  );
}

function PanelHeader({ venue }: { venue: VenueDetail }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          <Price dollars={venue.rent} trim />
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / hour
        </Box>
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <StarIcon sx={{ fontSize: 18, color: 'secondary.main' }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {venue.reviewCount
            ? `${venue.rating.toFixed(1)} · ${venue.reviewCount} ${venue.reviewCount === 1 ? 'review' : 'reviews'}`
            : 'New'}
        </Typography>
      </Stack>
    </Stack>
  );
}

function PanelBody({ venue, reservationId, form }: FormProps & { form: Form }) {
  return (
    <>
      <PanelHeader venue={venue} />
      <Divider sx={{ my: 2 }} />
      <BookingFields venue={venue} reservationId={reservationId} form={form} />
      <Divider sx={{ my: 2 }} />
      <PriceSummary venue={venue} form={form} />
      {form.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {form.problem}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void form.submit()}
        disabled={form.request.phase === 'sending'}
        sx={{ mt: 2, py: 1.4, fontSize: '1rem' }}
      >
        {reservationId ? 'Reschedule' : 'Book now'}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
        {CANCELLATION_RULE} {reservationId ? '' : "You won't be charged until you pay on the next step."}
      </Typography>
      {form.request.phase !== 'idle' && (
        <Suspense fallback={null}>
          <RequestDialog state={form.request} onClose={form.closeRequest} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The booking panel of the listing page: dates from a calendar of free days, an hour range per date, slots,
 * guests, a live price and the cancellation rule. On phones a bar at the bottom keeps the price and Book in
 * reach and opens the panel as a sheet.
 */
export function BookingPanel({ venue, reservationId }: FormProps) {
  const form = useBookingForm({ venue, reservationId });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!phone) {
    return (
      <Paper
        variant="outlined"
        sx={panelSx}
        role="region"
        aria-label={reservationId ? 'Reschedule' : 'Book this space'}
      >
        <PanelBody venue={venue} reservationId={reservationId} form={form} />
      </Paper>
    );
  }
  return (
    <>
      <Paper
        square
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (value) => value.zIndex.appBar,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', lineHeight: 1.2 }}>
            {form.hours
              ? formatPrice(toCents(form.total))
              : `${formatPrice(toCents(venue.rent), { trim: true })} / hour`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {form.hours
              ? `${form.hours} ${form.hours === 1 ? 'hour' : 'hours'} chosen`
              : 'Free cancellation 24 h before'}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={() => setSheetOpen(true)}>
          {reservationId ? 'Reschedule' : 'Book now'}
        </Button>
      </Paper>
      {sheetOpen && (
        <Suspense fallback={null}>
          <BookingSheet label={reservationId ? 'Reschedule' : 'Book this space'} onClose={() => setSheetOpen(false)}>
            <PanelBody venue={venue} reservationId={reservationId} form={form} />
          </BookingSheet>
        </Suspense>
      )}
    </>
  );
}
