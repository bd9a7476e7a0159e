import {
  BookingRuleLimits,
  formatDollars,
  quoteBooking,
  refundOf,
  refundPercent,
  type BookingRulesBody,
  type QuoteLine,
} from '@app/contract';
import { addDays } from '../../../lib/date-rules.ts';
import { numberOf } from './rules-form.ts';

export type SampleDay = 'weekday' | 'saturday';

/** The sample booking the preview prices: what the host picked, the numbers as typed. */
export interface Sample {
  day: SampleDay;
  /** Listing-local hour of the first booked hour, 0–23. */
  start: number;
  hours: string;
  guests: string;
  daysAhead: string;
}
export const defaultSample: Sample = { day: 'saturday', start: 10, hours: '3', guests: '8', daysAhead: '3' };

/** A weekday sample is on a Wednesday, so even a booking of a whole day stays on weekdays. */
const sampleWeekday: Record<SampleDay, number> = { weekday: 3, saturday: 6 };

/** The first Wednesday (weekday) or Saturday after `today` (listing-local YYYY-MM-DD). */
export function sampleDate(today: string, day: SampleDay) {
  const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, ((sampleWeekday[day] - todayWeekday + 6) % 7) + 1);
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = numberOf(text);
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
};
export const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

export type Preview =
  | {
      ok: true;
      date: string;
      daysAhead: number;
      lines: QuoteLine[];
      totalCents: number;
      percent: number;
      refundCents: number;
      sentence: string;
    }
  | { ok: false; problems: string[] };

/**
 * What the sample booking costs under `rules` and what cancelling it refunds, from the contract's own functions only:
 * `quoteBooking` for the hours from `start` on the sample date (into the next day past midnight), `refundPercent` for
 * a booking made two hours ago (past the grace hour) that starts `daysAhead` days from now, and `refundOf`.
 */
export function previewOf({
  rentCents,
  rules,
  sample,
  today,
  now,
}: {
  rentCents: number;
  rules: BookingRulesBody;
  sample: Sample;
  today: string;
  now: Date;
}): Preview {
  const hourCount = wholeIn(sample.hours, 1, BookingRuleLimits.maxBookingHours);
  const guests = wholeIn(sample.guests, 1, 1000);
  const daysAhead = wholeIn(sample.daysAhead, 0, 365);
  const problems = [
    hourCount === null &&
      `Hours: a whole number from 1 to ${BookingRuleLimits.maxBookingHours.toLocaleString('en-US')}`,
    guests === null && 'Guests: a whole number from 1 to 1,000',
    daysAhead === null && 'Cancelled days ahead: a whole number from 0 to 365',
  ].filter((problem) => typeof problem === 'string');
  if (hourCount === null || guests === null || daysAhead === null) return { ok: false, problems };

  const date = sampleDate(today, sample.day);
  const hours = Array.from({ length: hourCount }, (_, index) => ({
    date: addDays(date, Math.floor((sample.start + index) / 24)),
    hour: (sample.start + index) % 24,
  }));
  const quote = quoteBooking({
    rentCents,
    pricing: rules.pricing,
    hours,
    slotCount: 0,
    guests: { adults: guests, children: 0 },
  });
  const percent = refundPercent(rules.cancellationPolicy, {
    startsAt: new Date(now.getTime() + daysAhead * 24 * 3_600_000),
    bookedAt: new Date(now.getTime() - 2 * 3_600_000),
    now,
  });
  const refundCents = refundOf(quote.totalCents, percent);
  const day = sample.day === 'saturday' ? 'Saturday' : 'weekday';
  return {
    ok: true,
    date,
    daysAhead,
    lines: quote.lines,
    totalCents: quote.totalCents,
    percent,
    refundCents,
    sentence:
      `A ${hourCount}-hour ${day} booking for ${plural(guests, 'guest')} costs ${formatDollars(quote.totalCents)} ` +
      `and refunds ${formatDollars(refundCents)} if cancelled ${plural(daysAhead, 'day')} ahead.`,
  };
}
