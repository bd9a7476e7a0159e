import { Messages, type Reservation, type ReservationRequestBody, type VenueDetail } from '@app/contract';
import { guestListProblem, quoteRequest } from '@app/contract/rules';

export type ScheduleDay = VenueDetail['schedules'][number];
type Venue = Pick<VenueDetail, 'uuid' | 'rent' | 'slots' | 'category' | 'guestLimit' | 'rules'>;
type LengthRules = Pick<VenueDetail['rules'], 'minHours' | 'maxHours'>;

/** One chosen date and its hours [from, to) in the listing's time zone. */
export interface DayChoice {
  date: string;
  from?: number;
  to?: number;
}

export interface Guests {
  adults: number;
  children: number;
  infants: number;
}

export interface BookingChoice {
  days: DayChoice[];
  slots: number[];
  guests: Guests;
}

export const emptyChoice = (): BookingChoice => ({
  days: [],
  slots: [],
  guests: { adults: 1, children: 0, infants: 0 },
});

const AVAILABLE = 1;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const clockOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const hourOf = (time: string) => Number(time.split(':')[0]);

export const hasSlots = (venue: Pick<Venue, 'category' | 'slots'>) => Boolean(venue.category.slots && venue.slots);

/** The listing's schedule by date. */
export const scheduleByDate = (schedules: ScheduleDay[]) => new Map(schedules.map((day) => [day.date, day]));

/** The hours of a day that can still be booked: open, and (for a listing with slots) with a free slot. */
export function freeHours(day: ScheduleDay | undefined): Set<number> {
  const free = new Set<number>();
  if (!day || day.status !== AVAILABLE) return free;
  for (const interval of day.intervals) {
    const open =
      interval.status === AVAILABLE &&
      (interval.slots.length === 0 || interval.slots.some((slot) => slot.status === AVAILABLE));
    if (open) free.add(hourOf(interval.time));
  }
  return free;
}

/** The hours the host opened on a day, booked or not, in order (closed hours are not among them). */
export function openHours(day: ScheduleDay | undefined): number[] {
  if (!day || day.status !== AVAILABLE) return [];
  return [...new Set(day.intervals.map((interval) => hourOf(interval.time)))].sort((a, b) => a - b);
}

/** The dates with at least one free hour. */
export const bookableDates = (schedules: ScheduleDay[]) =>
  new Set(schedules.filter((day) => freeHours(day).size > 0).map((day) => day.date));

/**
 * Ends a range starting at `from` may take: every hour from `from` up to the end must be free, and the range as long
 * as the listing's minimum and maximum hours allow (docs/product/rules.md#time-rules).
 */
export function possibleEnds(
  free: Set<number>,
  from: number | undefined,
  { minHours, maxHours }: LengthRules = { minHours: 1, maxHours: null },
): Set<number> {
  const ends = new Set<number>();
  if (from === undefined || !free.has(from)) return ends;
  for (let hour = from; hour < 24 && free.has(hour); hour += 1) {
    const length = hour + 1 - from;
    if (length >= minHours && (maxHours === null || length <= maxHours)) ends.add(hour + 1);
  }
  return ends;
}

const hoursOfDay = (day: DayChoice) =>
  day.from === undefined || day.to === undefined ? [] : HOURS.filter((hour) => hour >= day.from! && hour < day.to!);

/** Whole hours chosen over all dates. */
export const chosenHourCount = (choice: BookingChoice) =>
  choice.days.reduce((sum, day) => sum + hoursOfDay(day).length, 0);

/** docs/product/rules.md#validation: only slots available in every chosen hour can be chosen. */
export function selectableSlots(venue: Pick<Venue, 'category' | 'slots'>, schedules: ScheduleDay[], days: DayChoice[]) {
  if (!hasSlots(venue)) return new Set<number>();
  const all = Array.from({ length: venue.slots! }, (_, index) => index + 1);
  const byDate = scheduleByDate(schedules);
  const chosen = days.filter((day) => day.from !== undefined && day.to !== undefined);
  return new Set(
    all.filter((slot) =>
      chosen.every((day) =>
        hoursOfDay(day).every((hour) => {
          const interval = byDate.get(day.date)?.intervals.find((entry) => hourOf(entry.time) === hour);
          return (
            interval?.status === AVAILABLE &&
            interval.slots.some((entry) => entry.id === slot && entry.status === AVAILABLE)
          );
        }),
      ),
    ),
  );
}

/**
 * The quote of a choice, line by line, in cents: the contract's `quoteRequest` on the body Book would send, so the
 * panel shows what the server will hold and charge (docs/product/rules.md#pricing).
 */
export function quoteOf(venue: Venue, choice: BookingChoice) {
  const body = requestBodyOf(venue, choice);
  return quoteRequest(
    {
      rentCents: Math.round(venue.rent * 100),
      pricing: venue.rules.pricing,
      slotName: venue.category.slotPrefix ?? undefined,
    },
    { schedules: body.schedules, slots: body.slots ?? [], guests: choice.guests },
  );
}

/** The first rule of docs/product/rules.md#validation the choice breaks, as its message; undefined when it can be requested. */
export function bookingProblem(venue: Venue, schedules: ScheduleDay[], choice: BookingChoice): string | undefined {
  if (choice.days.length === 0) return Messages.chooseBookingDate;
  const byDate = scheduleByDate(schedules);
  if (choice.days.some((day) => freeHours(byDate.get(day.date)).size === 0)) return Messages.noSlotAvailable;
  for (const day of choice.days) {
    const free = freeHours(byDate.get(day.date));
    const hours = hoursOfDay(day);
    if (hours.length === 0) return Messages.selectTimeForEveryDate;
    if (hours.some((hour) => !free.has(hour))) return Messages.noSlotAvailable;
    if (hours.length < venue.rules.minHours)
      return Messages.bookingBelowMinHours.replace('{min}', String(venue.rules.minHours));
    if (venue.rules.maxHours !== null && hours.length > venue.rules.maxHours)
      return Messages.bookingAboveMaxHours.replace('{max}', String(venue.rules.maxHours));
  }
  if (hasSlots(venue)) {
    if (choice.slots.length === 0) return Messages.selectSlot;
    const selectable = selectableSlots(venue, schedules, choice.days);
    if (choice.slots.some((slot) => !selectable.has(slot))) return Messages.bookingSlotsUnavailable;
  }
  return guestListProblem(choice.guests, venue.guestLimit)?.message;
}

/** The request body of docs/product/wire-contract.md#reservations-and-payments for a valid choice (hours echo the schedule's "HH:mm" times). */
export function requestBodyOf(venue: Venue, choice: BookingChoice): ReservationRequestBody {
  return {
    venueId: venue.uuid,
    schedules: [...choice.days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => ({ date: day.date, intervals: hoursOfDay(day).map(clockOf) })),
    ...(hasSlots(venue) ? { slots: [...choice.slots].sort((a, b) => a - b) } : {}),
    guestList: { ...choice.guests },
  };
}

/**
 * Reschedule mode: the booking's own hours (and slots) count as free, as the server counts them, so the current
 * times can be kept or moved by an hour.
 */
export function withOwnHours(schedules: ScheduleDay[], reservation: Pick<Reservation, 'schedules' | 'slots'>) {
  const own = new Map(reservation.schedules.map((day) => [day.date, new Set(day.intervals.map(hourOf))]));
  const slots = new Set(reservation.slots);
  return schedules.map((day) => {
    const hours = own.get(day.date);
    if (!hours) return day;
    return {
      ...day,
      status: AVAILABLE,
      intervals: day.intervals.map((interval) =>
        hours.has(hourOf(interval.time))
          ? {
              ...interval,
              status: AVAILABLE,
              slots: interval.slots.map((slot) => (slots.has(slot.id) ? { ...slot, status: AVAILABLE } : slot)),
            }
          : interval,
      ),
    };
  });
}

/** A booking as a choice (each date's first run of hours), to prefill reschedule mode. */
export function choiceOf(reservation: Pick<Reservation, 'schedules' | 'slots' | 'guestList'>): BookingChoice {
  return {
    days: reservation.schedules.map((day) => {
      const hours = [...new Set(day.intervals.map(hourOf))].sort((a, b) => a - b);
      const from = hours[0];
      let to = from === undefined ? undefined : from + 1;
      while (to !== undefined && hours.includes(to)) to += 1;
      return { date: day.date, from, to };
    }),
    slots: [...reservation.slots],
    guests: { ...reservation.guestList },
  };
}
