import { Messages } from '@app/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DetailIcon } from '../../../components/DetailIcon.tsx';
import { PlainAlert } from '../../../components/PlainAlert.tsx';
import { addDays, todayIn } from '../../../lib/date-rules.ts';
import { bookableDates, freeHours, hasSlots, openHours, possibleEnds, type Guests } from '../booking-rules.ts';
import { BookingCalendar, type Availability } from '../BookingCalendar.tsx';
import { useNow } from '../useNow.ts';
import { formatDate, isActive } from '../format.ts';
import type { Form, FormProps } from './useBookingForm.ts';
import { GuestStepper } from './GuestStepper.tsx';
import { HourSelect } from './HourSelect.tsx';
import styles from './panel.module.css';
import { timeZoneName } from '../../../lib/time-zone.ts';

export function BookingFields({ venue, reservationId, form }: FormProps & { form: Form }) {
  const today = todayIn(venue.timezone);
  const lastDate = addDays(today, venue.schedulingPeriod - 1);
  const bookable = useMemo(() => bookableDates(form.schedules), [form.schedules]);
  const availability = (date: string): Availability =>
    bookable.has(date) ? 'free' : openHours(form.byDate.get(date)).length ? 'booked' : 'closed';
  const { choice, update } = form;
  const days = [...choice.days].sort((a, b) => a.date.localeCompare(b.date));
  const zone = timeZoneName(venue.timezone);
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
      <PlainAlert severity="warning">
        {Messages.bookingNotReschedulable}.{' '}
        <Link to="/mybookings" className={styles.link}>
          Back to My Bookings
        </Link>
      </PlainAlert>
    );
  }

  return (
    <div className={styles.fields}>
      <div>
        <h2 className={styles.fieldsHeading}>{reservationId ? 'Choose new dates' : 'Choose dates'}</h2>
        <p className={`${styles.hint} ${styles.intro}`}>Pick one or more days. Days with a dot have free hours.</p>
        {bookable.size === 0 ? (
          <PlainAlert severity="info">
            No open hours in the next {venue.schedulingPeriod} days. Check back soon.
          </PlainAlert>
        ) : (
          <BookingCalendar
            firstDate={today}
            lastDate={lastDate}
            availability={availability}
            selected={days.map((day) => day.date)}
            onToggle={toggleDate}
          />
        )}
      </div>

      {days.length > 0 && (
        <div className={styles.hours}>
          <h2 className={styles.fieldsHeading}>Hours</h2>
          {days.map((day) => {
            const free = freeHours(form.byDate.get(day.date));
            const open = openHours(form.byDate.get(day.date));
            const booked = new Set(open.filter((hour) => !free.has(hour)));
            // A start is offered only where a range long enough for the listing's minimum can follow it.
            const starts = new Set([...free].filter((hour) => possibleEnds(free, hour, venue.rules).size > 0));
            const label = formatDate(day.date);
            return (
              <fieldset key={day.date} className={styles.day}>
                <legend className={styles.dayLabel}>{label}</legend>
                {free.size === 0 ? (
                  <p className={styles.noHours}>{Messages.noSlotAvailable}</p>
                ) : (
                  <div className={styles.dayHours}>
                    <HourSelect
                      label="From"
                      value={day.from}
                      options={open}
                      enabled={starts}
                      booked={booked}
                      onChange={(from) => {
                        const ends = [...possibleEnds(free, from, venue.rules)];
                        setHours(day.date, from, day.to !== undefined && ends.includes(day.to) ? day.to : ends[0]);
                      }}
                    />
                    <HourSelect
                      label="To"
                      value={day.to}
                      options={open.map((hour) => hour + 1)}
                      enabled={possibleEnds(free, day.from, venue.rules)}
                      booked={new Set([...booked].map((hour) => hour + 1))}
                      onChange={(to) => setHours(day.date, day.from, to)}
                    />
                    <button
                      type="button"
                      className={`icon-button ${styles.smallButton}`}
                      aria-label={`Remove ${label}`}
                      onClick={() => toggleDate(day.date)}
                    >
                      <DetailIcon name="Close" />
                    </button>
                  </div>
                )}
              </fieldset>
            );
          })}
          <span className={styles.caption}>
            Times in {zone} ({venue.timezone})
          </span>
        </div>
      )}

      {hasSlots(venue) && (
        <div>
          <h2 id="slots-label" className={styles.fieldsHeading}>
            Slots
          </h2>
          <p className={`${styles.hint} ${styles.intro}`}>
            {choice.days.length
              ? 'Only slots free in every chosen hour can be picked.'
              : 'Choose dates and hours first to see which are free.'}
          </p>
          <div role="group" aria-labelledby="slots-label" className={styles.slots}>
            {Array.from({ length: venue.slots! }, (_, index) => index + 1).map((slot) => {
              const chosen = form.slots.includes(slot);
              return (
                <button
                  key={slot}
                  type="button"
                  className={chosen ? `${styles.slot} ${styles.slotChosen}` : styles.slot}
                  aria-pressed={chosen}
                  disabled={!form.selectable.has(slot)}
                  onClick={() => toggleSlot(slot)}
                >
                  <span className={styles.slotLabel}>{`${slotName} ${slot}`}</span>
                </button>
              );
            })}
          </div>
        </div>
      )}

      <div>
        <h2 className={styles.fieldsHeading}>Guests</h2>
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
      </div>
    </div>
  );
}
