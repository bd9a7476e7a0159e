import { BookingCancellers, BookingFailureReasons, ReservationStatus, type NotificationType } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { createProcessCache } from '../../lib/process-cache.ts';
import type { Executor } from '../../db/client.ts';
import type { LeadEvent } from './notifications.repository.ts';
import type { NotificationsService, NotifyInput } from './notifications.service.ts';
import type { Audience, BookingFacts, NotificationData } from './notifications.templates.ts';

type Notices = Array<NotifyInput<NotificationType>>;

const failureReasonOf = (event: PublishedEvent) =>
  BookingFailureReasons.find((known) => known === event.payload.reason) ?? 'taken';

/** A request that lost the race for its hours is refused on the spot (409 with the message): nothing to tell later. */
const tellsNobody = (event: PublishedEvent) =>
  event.type === 'reservation_failed' && failureReasonOf(event) === 'taken';

/** What notifications say about a booking, read in the transaction of the change. */
export interface ReservationNoticeFacts {
  id: string;
  status: number;
  customerId: string;
  customerName: string;
  hostId: string;
  venueId: string;
  venueTitle: string;
  schedules: Array<{ date: string; intervals: string[] }>;
  pendingSchedules: Array<{ date: string; intervals: string[] }> | null;
  amountCents: number;
  holdMinutes: number;
  /** The host's payout once the booking is settled (completed or cancelled late). */
  payoutCents: number | null;
}

export interface DomainNotificationsDeps {
  notifications: Pick<NotificationsService, 'notify' | 'notifyAll' | 'notifyAllPart' | 'adminIds' | 'nameOf'>;
  venueSummary: (executor: Executor, venueId: string) => Promise<{ hostId: string; title: string } | undefined>;
}

export interface PublishedEvent {
  userId: string;
  type: string;
  payload: Record<string, unknown>;
  /** The booking's facts as the publisher wrote them in this transaction (the booking effects read them otherwise). */
  facts?: ReservationNoticeFacts;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** Dates as written, by date: Intl formats one in tens of microseconds, and bookings name the same few days. */
const writtenDays = createProcessCache<string, string>({ name: 'notifications.written-days', limit: 1_000 });
/** A listing-local date as "Tue 8 Dec" (read at noon UTC, so no zone moves it to another day). */
const dayText = (date: string) =>
  writtenDays.get(date) ?? writtenDays.set(date, dayFormat.format(new Date(`${date}T12:00:00Z`)));

/** An hour of the day (0–24) on the 12-hour clock: 0 → "12 AM", 18 → "6 PM", 24 → "midnight". */
function clockText(hour: number) {
  if (hour === 24) return { hour: 'midnight', half: '' };
  return { hour: String(hour % 12 || 12), half: hour < 12 ? 'AM' : 'PM' };
}

/** "6–8 PM", "10 AM–1 PM", "10 PM–midnight": from the start of the first hour to the end of the last. */
function hoursText(first: number, end: number) {
  const from = clockText(first);
  const to = clockText(end);
  const start = from.half === to.half ? from.hour : `${from.hour} ${from.half}`;
  return `${start}–${to.half ? `${to.hour} ${to.half}` : to.hour}`;
}

/**
 * A booking's hours as people write them, in the listing's own time (its dates and hours are local):
 * "Tue 8 Dec, 6–8 PM", several days as "Tue 8 Dec, 6–7 PM; Wed 9 Dec, 9–10 AM and Thu 10 Dec, 2–4 PM". Each day runs
 * from its first booked hour to the end of its last; days without hours are left out.
 */
export function describeSchedules(schedules: Array<{ date: string; intervals: string[] }>) {
  const days = schedules
    .filter((day) => day.intervals.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const hours = day.intervals.map((time) => Number(time.slice(0, 2)));
      return `${dayText(day.date)}, ${hoursText(Math.min(...hours), Math.max(...hours) + 1)}`;
    });
  return days.length > 1 ? `${days.slice(0, -1).join('; ')} and ${days.at(-1)}` : (days[0] ?? '');
}

/**
 * Maps what happened (booking events as they are published, listing reviews, new reviews) to the
 * notifications of the people concerned. Every call runs in the transaction of the change.
 */
export function createDomainNotifications(deps: DomainNotificationsDeps) {
  const { notifications } = deps;

  const bookingFacts = (facts: ReservationNoticeFacts, schedules = facts.schedules): BookingFacts => ({
    reservationId: facts.id,
    venueId: facts.venueId,
    venueTitle: facts.venueTitle,
    customerName: facts.customerName,
    when: describeSchedules(schedules),
  });

  /** The booking's customer and host are told. */
  function toBoth<T extends 'booking_confirmed' | 'booking_rescheduled' | 'booking_cancelled' | 'booking_completed'>(
    facts: ReservationNoticeFacts,
    type: T,
    data: (audience: Audience) => NotificationData[T],
  ): Notices {
    return [
      { userId: facts.customerId, type, data: data('customer') },
      { userId: facts.hostId, type, data: data('host') },
    ];
  }

  /** Who is told what about a reservation event; undefined when nobody is (the caller writes the event alone). */
  function noticesOf(event: PublishedEvent, facts: ReservationNoticeFacts | undefined): Notices | undefined {
    const { payload } = event;
    const failureReason = failureReasonOf(event);
    if (tellsNobody(event)) return undefined;
    const dollars = (value: unknown) => Number(value ?? 0);
    switch (event.type) {
      case 'payment_required': {
        if (!facts) return undefined;
        const reschedule = facts.status === ReservationStatus.CONFIRMED && facts.pendingSchedules !== null;
        const data = {
          ...bookingFacts(facts, reschedule ? facts.pendingSchedules! : facts.schedules),
          amount: dollars(payload.amount),
          holdMinutes: facts.holdMinutes,
        };
        return [
          { userId: facts.customerId, type: reschedule ? 'reschedule_payment_required' : 'booking_requested', data },
        ];
      }
      case 'reservation_requested':
        if (!facts) return undefined;
        return [
          {
            userId: facts.hostId,
            type: 'booking_request_received',
            data: {
              ...bookingFacts(facts),
              amount: facts.amountCents / 100,
              respondBy: String(payload.respondBy ?? ''),
            },
          },
        ];
      case 'reservation_confirmed': {
        if (!facts) return undefined;
        if (payload.rescheduled === true) {
          return toBoth(facts, 'booking_rescheduled', (audience) => ({ ...bookingFacts(facts), audience }));
        }
        return toBoth(facts, 'booking_confirmed', (audience) => ({
          ...bookingFacts(facts),
          audience,
          amount: facts.amountCents / 100,
        }));
      }
      case 'reservation_failed':
        return [
          {
            userId: event.userId,
            type: 'booking_failed',
            data: {
              ...(facts ? bookingFacts(facts) : {}),
              message: String(payload.message ?? ''),
              reason: failureReason,
            },
          },
        ];
      case 'reservation_cancelled': {
        if (!facts) return undefined;
        const cancelledBy = BookingCancellers.find((who) => who === payload.cancelledBy) ?? 'customer';
        return toBoth(facts, 'booking_cancelled', (audience) => ({ ...bookingFacts(facts), audience, cancelledBy }));
      }
      case 'reservation_refunded':
        if (!facts) return undefined;
        return [
          {
            userId: facts.customerId,
            type: 'booking_refunded',
            data: { ...bookingFacts(facts), amount: dollars(payload.amount) },
          },
        ];
      case 'reservation_completed':
        if (!facts) return undefined;
        return toBoth(facts, 'booking_completed', (audience) => ({
          ...bookingFacts(facts),
          audience,
          payout: audience === 'host' && facts.payoutCents !== null ? facts.payoutCents / 100 : null,
        }));
    }
    return undefined;
  }

  return {
    /**
     * Who is told of a reservation event, as part of the caller's statement, written only `when` it holds: `lead`, the
     * event itself, is written first in the statement that writes the notifications. Undefined when nobody is told
     * (then the caller writes the event on its own). Facts the event lacks mean nobody but its user can be told.
     */
    reservationEventPart(event: PublishedEvent, lead: LeadEvent, when: SQL) {
      const notices = noticesOf(event, event.facts);
      return notices ? notifications.notifyAllPart(notices, lead, when) : undefined;
    },

    /** A new listing (or a rejected one edited) waits for approval: every admin is told. */
    async listingSubmitted(
      executor: Executor,
      listing: { venueId: string; title: string; hostId: string; resubmitted: boolean },
    ) {
      const hostName = (await notifications.nameOf(executor, listing.hostId)) ?? 'A host';
      const admins = (await notifications.adminIds(executor)).filter((adminId) => adminId !== listing.hostId);
      if (admins.length === 0) return;
      await notifications.notifyAll(
        executor,
        admins.map((adminId) => ({
          userId: adminId,
          type: 'listing_submitted' as const,
          data: { venueId: listing.venueId, venueTitle: listing.title, hostName, resubmitted: listing.resubmitted },
        })),
      );
    },

    async listingReviewed(
      executor: Executor,
      listing: { venueId: string; title: string; hostId: string },
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      const base = { venueId: listing.venueId, venueTitle: listing.title };
      if (decision.approve) {
        await notifications.notify(executor, { userId: listing.hostId, type: 'listing_approved', data: base });
      } else {
        await notifications.notify(executor, {
          userId: listing.hostId,
          type: 'listing_rejected',
          data: { ...base, reason: decision.reason },
        });
      }
    },

    /** An admin took a published listing down: its host is told why. */
    async listingUnpublished(
      executor: Executor,
      listing: { venueId: string; title: string; hostId: string },
      reason: string,
    ) {
      await notifications.notify(executor, {
        userId: listing.hostId,
        type: 'listing_unpublished',
        data: { venueId: listing.venueId, venueTitle: listing.title, reason },
      });
    },

    async reviewCreated(
      executor: Executor,
      review: { venueId: string; authorId: string; rating: number; remark: string },
    ) {
      const venue = await deps.venueSummary(executor, review.venueId);
      if (!venue || venue.hostId === review.authorId) return;
      await notifications.notify(executor, {
        userId: venue.hostId,
        type: 'review_received',
        data: {
          venueId: review.venueId,
          venueTitle: venue.title,
          authorName: (await notifications.nameOf(executor, review.authorId)) ?? 'A guest',
          rating: review.rating,
          remark: review.remark,
        },
      });
    },
  };
}
export type DomainNotifications = ReturnType<typeof createDomainNotifications>;
