import { Messages } from '@app/contract';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { addDays, todayIn } from '../../../lib/date-rules.ts';
import { bookableDates, freeHours, hasSlots, HOURS, possibleEnds, type Guests } from '../booking-rules.ts';
import { BookingCalendar } from '../BookingCalendar.tsx';
import { useNow } from '../useNow.ts';
import { formatDate, isActive, placeOfZone } from '../format.ts';
import type { Form, FormProps } from './useBookingForm.ts';
import { GuestStepper } from './GuestStepper.tsx';
import { HourSelect } from './HourSelect.tsx';

export function BookingFields({ venue, reservationId, form }: FormProps & { form: Form }) {
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
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
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
          <Typography variant="caption" color="textSecondary">
            Times in {zone} time ({venue.timezone})
          </Typography>
        </Stack>
      )}

      {hasSlots(venue) && (
        <Box>
          <Typography id="slots-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Slots
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
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
