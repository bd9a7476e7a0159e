import { Messages, guestListProblem, type ReservationRequestBody } from '@app/contract';
import { AppError, badRequest, conflict, fieldError } from '../../lib/errors.ts';
import { hourLabel, instantOfLocal, localToday, type ScheduleDay } from '../availability/expand.ts';
import { lastBookableDate, timeRuleRefusal, type TimeRules } from '../availability/time-rules.ts';
import type { HourSlot } from './reservations.repository.ts';

export interface BookableVenue {
  timezone: string;
  schedulingPeriod: number;
  timeRules: TimeRules;
  slots: number | null;
  maxAdults: number;
  maxChildren: number;
  maxInfants: number;
}

export interface ValidatedBooking {
  schedules: Array<{ date: string; intervals: string[] }>;
  slots: number[];
  hours: HourSlot[];
  hourCount: number;
  startsAt: Date;
  endsAt: Date;
  guests: { adults: number; children: number; infants: number };
}

/**
 * docs/product/rules.md#validation and docs/product/rules.md#reservations, in the order a person meets them. `days` is the
 * listing's computed availability (with the hours of the reservation being rescheduled counted free).
 */
export function validateBooking(
  body: ReservationRequestBody,
  venue: BookableVenue,
  days: ScheduleDay[],
  now: Date,
): ValidatedBooking {
  const byDate = new Map<string, Set<string>>();
  for (const entry of body.schedules) {
    if (!entry.intervals.length) throw fieldError('schedules', Messages.selectTimeForEveryDate);
    const hours = byDate.get(entry.date) ?? new Set<string>();
    for (const time of entry.intervals) {
      const match = /^(\d{1,2}):00$/.exec(time);
      if (!match || Number(match[1]) > 23) throw fieldError('schedules', Messages.noSlotAvailable);
      hours.add(hourLabel(Number(match[1])));
    }
    byDate.set(entry.date, hours);
  }
  const today = localToday(now, venue.timezone);
  const lastDay = lastBookableDate(now, venue.timezone, venue.schedulingPeriod, venue.timeRules.horizonDays);
  for (const date of byDate.keys()) {
    if (date < today) throw fieldError('schedules', Messages.bookingDatesInPast);
    if (date > lastDay) throw fieldError('schedules', Messages.bookingOutsidePeriod);
  }
  const slots = venue.slots ? [...new Set(body.slots ?? [])].sort((a, b) => a - b) : [];
  if (venue.slots && !slots.length) throw fieldError('slots', Messages.selectSlot);
  if (slots.some((slot) => slot > venue.slots!)) throw fieldError('slots', Messages.bookingSlotsUnavailable);

  const guests = body.guestList;
  const limits = { adults: venue.maxAdults, children: venue.maxChildren, infants: venue.maxInfants };
  const guestProblem = guestListProblem(guests, limits);
  if (guestProblem) throw fieldError(`guestList.${guestProblem.kind}`, guestProblem.message);

  // docs/product/rules.md#time-rules: said before the hours are checked (those too soon are not offered at all).
  const timeRefusal = timeRuleRefusal(
    [...byDate.entries()].map(([date, times]) => ({ date, intervals: [...times] })),
    venue.timeRules,
    { now, timezone: venue.timezone },
  );
  if (timeRefusal) throw fieldError('schedules', timeRefusal);

  const dayByDate = new Map(days.map((day) => [day.date, day]));
  const hours: HourSlot[] = [];
  const instants: number[] = [];
  const schedules: ValidatedBooking['schedules'] = [];
  for (const [date, times] of [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const day = dayByDate.get(date);
    if (!day) throw new AppError('BAD_REQUEST', Messages.noSlotAvailable, { schedules: [Messages.noSlotAvailable] });
    const sortedTimes = [...times].sort();
    for (const time of sortedTimes) {
      const interval = day.intervals.find((candidate) => candidate.time === time);
      if (!interval) throw badRequest(Messages.noSlotAvailable, { schedules: [Messages.noSlotAvailable] });
      const hour = Number(time.slice(0, 2));
      if (venue.slots) {
        const free = slots.every((slot) => interval.slots.find((candidate) => candidate.id === slot)?.status === 1);
        if (!free) throw conflict(Messages.bookingSlotsUnavailable, { slots: [Messages.bookingSlotsUnavailable] });
        for (const slot of slots) hours.push({ date, hour, slot });
      } else {
        if (interval.status !== 1) throw conflict(Messages.bookingHoursTaken);
        hours.push({ date, hour, slot: 1 });
      }
      instants.push(instantOfLocal(date, time, venue.timezone));
    }
    schedules.push({ date, intervals: sortedTimes });
  }
  const hourCount = instants.length;
  return {
    schedules,
    slots,
    hours,
    hourCount,
    startsAt: new Date(Math.min(...instants)),
    endsAt: new Date(Math.max(...instants) + 3_600_000),
    guests: { adults: guests.adults, children: guests.children, infants: guests.infants },
  };
}
