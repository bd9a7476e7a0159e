import { Messages } from '../messages.ts';

/**
 * A listing's booking rules (docs/product/rules.md#booking-rules): how it is booked, what a cancellation refunds, the
 * time rules and the pricing. The defaults are the rules every listing had before hosts could set them.
 */
export const BookingModes = ['instant', 'request'] as const;
export type BookingMode = (typeof BookingModes)[number];

/** When a request to book expires unanswered: `responseHours` after `from` (its authorisation), never past the start. */
export function requestDeadline(from: Date, startsAt: Date, responseHours: number): Date {
  return new Date(Math.min(from.getTime() + responseHours * 3_600_000, startsAt.getTime()));
}

/** The host's answer to a request to book (null for an instant booking, or a request whose card is not authorised yet). */
export const BookingApprovals = ['pending', 'accepted', 'declined', 'expired'] as const;
export type BookingApproval = (typeof BookingApprovals)[number];
export const CancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CancellationPolicies)[number];

export interface PricingRules {
  /** Dollars an hour on Saturdays and Sundays in the listing's time zone; null: the rent. */
  weekendRent: number | null;
  /** Dollars an hour in `peakHours` (listing-local hours, 0–23), any day; null: not used. */
  peakRent: number | null;
  peakHours: number[];
  /** Dollars a booking. */
  cleaningFee: number | null;
  /** Dollars an hour for each guest (adults and children) above `extraGuestsFrom`. */
  extraGuestFee: number | null;
  extraGuestsFrom: number | null;
  /** Bookings of at least `longBookingHours` hours get `longBookingDiscountPercent` off their hours. */
  longBookingHours: number | null;
  longBookingDiscountPercent: number | null;
}

export interface BookingRules {
  bookingMode: BookingMode;
  /** Hours the host has to answer a request to book (never past the booking's start). */
  responseHours: number;
  cancellationPolicy: CancellationPolicy;
  bufferBeforeHours: number;
  bufferAfterHours: number;
  minHours: number;
  /** null: no maximum. */
  maxHours: number | null;
  /** Hours between booking and the first booked hour, at least. */
  noticeHours: number;
  /** Days ahead a booking may be made, at most; null: the listing's whole scheduling period. */
  horizonDays: number | null;
  pricing: PricingRules;
}

export const BookingRuleLimits = {
  minResponseHours: 1,
  maxResponseHours: 72,
  maxBufferHours: 4,
  maxNoticeHours: 168,
  maxBookingHours: 24 * 62,
  maxDiscountPercent: 90,
  maxFeeDollars: 100_000,
} as const;

export const defaultPricingRules: PricingRules = {
  weekendRent: null,
  peakRent: null,
  peakHours: [],
  cleaningFee: null,
  extraGuestFee: null,
  extraGuestsFrom: null,
  longBookingHours: null,
  longBookingDiscountPercent: null,
};

export const defaultBookingRules: BookingRules = {
  bookingMode: 'instant',
  responseHours: 24,
  cancellationPolicy: 'flexible',
  bufferBeforeHours: 0,
  bufferAfterHours: 0,
  minHours: 1,
  maxHours: null,
  noticeHours: 0,
  horizonDays: null,
  pricing: defaultPricingRules,
};

/** Stored rules (possibly written before a rule existed) with every missing rule at its default. */
export function withDefaultRules(stored: Partial<BookingRules> | null | undefined): BookingRules {
  return {
    ...defaultBookingRules,
    ...(stored ?? {}),
    pricing: { ...defaultPricingRules, ...(stored?.pricing ?? {}) },
  };
}

const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** `$1,234.50` (whole dollars without cents). */
export function formatDollars(amountCents: number) {
  const dollars = Math.abs(amountCents) / 100;
  const text = dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${amountCents < 0 ? '−' : ''}$${text}`;
}

/** Saturday or Sunday, for a listing-local `YYYY-MM-DD` (the date itself says the day: no time zone involved). */
export const isWeekendDate = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

export type QuoteLineKind = 'hours' | 'weekend' | 'peak' | 'discount' | 'guests' | 'cleaning';
export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  amountCents: number;
}

export interface QuoteInput {
  rentCents: number;
  pricing: PricingRules;
  /** The booked hours, listing-local, each once (a slot listing's slots are `slotCount`). */
  hours: Array<{ date: string; hour: number }>;
  /** Slots booked (0 for a listing without slots): the hourly part is multiplied by max(1, slotCount). */
  slotCount: number;
  slotName?: string;
  guests: { adults: number; children: number };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What a booking costs under a listing's pricing, line by line, in integer cents (docs/product/rules.md#pricing):
 * each hour at the peak rate in a peak hour, else at the weekend rate on a Saturday or Sunday, else at the rent, times
 * the slots; the long-booking discount off those hours; the extra guests' fee for each hour; the cleaning fee once.
 * The default rules give one line: hours × rent × max(1, slots).
 */
export function quoteBooking(input: QuoteInput): { lines: QuoteLine[]; totalCents: number } {
  const { pricing } = input;
  const slots = Math.max(1, input.slotCount);
  const peakCents = cents(pricing.peakRent);
  const weekendCents = cents(pricing.weekendRent);
  const peakHours = new Set(pricing.peakHours);
  const byKind = new Map<'hours' | 'weekend' | 'peak', { count: number; rateCents: number }[]>();
  for (const { date, hour } of input.hours) {
    const [kind, rateCents]: ['hours' | 'weekend' | 'peak', number] =
      peakCents !== null && peakHours.has(hour)
        ? ['peak', peakCents]
        : weekendCents !== null && isWeekendDate(date)
          ? ['weekend', weekendCents]
          : ['hours', input.rentCents];
    const groups = byKind.get(kind) ?? [];
    const group = groups.find((candidate) => candidate.rateCents === rateCents);
    if (group) group.count += 1;
    else groups.push({ count: 1, rateCents });
    byKind.set(kind, groups);
  }
  const slotText = input.slotCount > 0 ? ` × ${plural(input.slotCount, (input.slotName ?? 'slot').toLowerCase())}` : '';
  const names = { hours: 'hour', weekend: 'weekend hour', peak: 'peak hour' } as const;
  const lines: QuoteLine[] = [];
  for (const kind of ['hours', 'weekend', 'peak'] as const) {
    for (const { count, rateCents } of byKind.get(kind) ?? []) {
      lines.push({
        kind,
        label: `${plural(count, names[kind])}${slotText} × ${formatDollars(rateCents)}`,
        amountCents: count * rateCents * slots,
      });
    }
  }
  const hourCount = input.hours.length;
  const hourly = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (
    pricing.longBookingHours !== null &&
    pricing.longBookingDiscountPercent !== null &&
    hourCount >= pricing.longBookingHours &&
    hourly > 0
  ) {
    lines.push({
      kind: 'discount',
      label: `${pricing.longBookingDiscountPercent}% off ${plural(pricing.longBookingHours, 'hour')} or more`,
      amountCents: -Math.round((hourly * pricing.longBookingDiscountPercent) / 100),
    });
  }
  const extraGuestCents = cents(pricing.extraGuestFee);
  const extraGuests =
    pricing.extraGuestsFrom === null
      ? 0
      : Math.max(0, input.guests.adults + input.guests.children - pricing.extraGuestsFrom);
  if (extraGuestCents !== null && extraGuestCents > 0 && extraGuests > 0 && hourCount > 0) {
    lines.push({
      kind: 'guests',
      label: `${plural(extraGuests, 'extra guest')} × ${plural(hourCount, 'hour')} × ${formatDollars(extraGuestCents)}`,
      amountCents: extraGuests * hourCount * extraGuestCents,
    });
  }
  const cleaningCents = cents(pricing.cleaningFee);
  if (cleaningCents !== null && cleaningCents > 0 && hourCount > 0) {
    lines.push({ kind: 'cleaning', label: 'Cleaning fee', amountCents: cleaningCents });
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/**
 * The quote of a booking request's hours, slots and guests under a listing's pricing: what the server holds and
 * charges, and what the booking panel shows before Book (one mapping from a request to `quoteBooking`'s input).
 */
export function quoteRequest(
  listing: { rentCents: number; pricing: PricingRules; slotName?: string },
  booking: {
    schedules: Array<{ date: string; intervals: string[] }>;
    slots: number[];
    guests: { adults: number; children: number };
  },
) {
  return quoteBooking({
    rentCents: listing.rentCents,
    pricing: listing.pricing,
    hours: booking.schedules.flatMap(({ date, intervals }) =>
      intervals.map((time) => ({ date, hour: Number(time.slice(0, 2)) })),
    ),
    slotCount: booking.slots.length,
    slotName: listing.slotName,
    guests: booking.guests,
  });
}

const HOUR_MS = 3_600_000;
/** Per policy: until how many hours before the start the first share is refunded, the share then and the share after. */
export const CancellationTiers: Record<CancellationPolicy, { beforeHours: number; before: number; after: number }> = {
  flexible: { beforeHours: 24, before: 100, after: 50 },
  moderate: { beforeHours: 120, before: 100, after: 50 },
  strict: { beforeHours: 168, before: 50, after: 0 },
};
/** Every policy: a booking cancelled within this long of being made, with its start further away than GRACE_LEAD_HOURS. */
export const GRACE_HOURS = 1;
export const GRACE_LEAD_HOURS = 48;

/**
 * The percentage of what was paid that a cancellation refunds (docs/product/rules.md#cancellation): always 100 when
 * the host or an admin cancels; 100 within an hour of booking when the start is more than 48 hours away; else the
 * policy's tier by the time left before the start.
 */
export function refundPercent(
  policy: CancellationPolicy,
  { startsAt, bookedAt, now, byHost = false }: { startsAt: Date; bookedAt: Date; now: Date; byHost?: boolean },
) {
  if (byHost) return 100;
  const lead = startsAt.getTime() - now.getTime();
  if (now.getTime() - bookedAt.getTime() <= GRACE_HOURS * HOUR_MS && lead > GRACE_LEAD_HOURS * HOUR_MS) return 100;
  const tier = CancellationTiers[policy];
  return lead >= tier.beforeHours * HOUR_MS ? tier.before : tier.after;
}

/** The refund of `paidCents` at `percent`: whole cents, rounded down (half of 1,001 is 500). */
export const refundOf = (paidCents: number, percent: number) =>
  percent >= 100 ? paidCents : Math.floor((paidCents * percent) / 100);

/** The policy in one sentence, for the listing page, the quote and the booking rules page. */
export const cancellationPolicySentence = (policy: CancellationPolicy) =>
  ({
    flexible: Messages.cancellationPolicyFlexible,
    moderate: Messages.cancellationPolicyModerate,
    strict: Messages.cancellationPolicyStrict,
  })[policy];
