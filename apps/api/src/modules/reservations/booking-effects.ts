import { isUuid } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { runParts, type Executor, type StatementPart } from '../../db/client.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import { announceAfterCommit, announcedBy, checkedEvent, publishEventPart } from '../events/index.ts';
import type {
  DomainNotifications,
  PublishedEvent,
  ReservationNoticeFacts,
} from '../notifications/notifications.events.ts';
import { noticeFactsOf } from './reservations.presenter.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationRow } from './reservations.repository.ts';

/** A booking event as its publisher gives it; `facts` when it has them at hand (else they are read in its transaction). */
export type BookingEvent = PublishedEvent;

/**
 * What a change to a booking brings about besides its own rows: its event on the customer's stream with the
 * notifications it brings (each owner's statement part: the events module's and the notifications'), and the dates
 * the open-days refresher must look at again (availability's). Announced once the change commits.
 */
export interface BookingEffect {
  event?: BookingEvent;
  dates?: { venueId: string; dates: string[] };
}

/** The dates a booking holds or releases (its plan, its pending change, and `more`), for the open-days refresher. */
export const venueDatesOf = (
  row: Pick<ReservationRow, 'venueId' | 'schedules' | 'pendingChange'>,
  more: Array<{ date: string }> = [],
) => ({
  venueId: row.venueId,
  dates: [...new Set([...row.schedules, ...(row.pendingChange?.schedules ?? []), ...more].map((day) => day.date))],
});

export interface BookingEffectsDeps {
  notices: Pick<DomainNotifications, 'reservationEventPart'>;
  availability: Pick<AvailabilityService, 'openDatesQueueing'>;
}

/**
 * The one implementation of a booking's effects: `parts` for the booking's own statement (a hold, a paid
 * confirmation), and `apply`, the same parts run in the caller's transaction in one statement.
 */
export function createBookingEffects(deps: BookingEffectsDeps) {
  /** The effect as parts of the caller's statement, written only `when` it holds; the event needs its facts here. */
  function parts(effect: BookingEffect, when: SQL): StatementPart[] {
    const found: StatementPart[] = [];
    if (effect.dates?.dates.length) {
      found.push(deps.availability.openDatesQueueing(effect.dates.venueId, effect.dates.dates, when));
    }
    if (effect.event) {
      const lead = checkedEvent(effect.event);
      found.push(deps.notices.reservationEventPart(effect.event, lead, when) ?? publishEventPart(lead, when));
    }
    return found;
  }

  /** What notifications say about a booking, read in the caller's transaction (it may be the one changing it). */
  async function noticeFacts(executor: Executor, reservationId: string): Promise<ReservationNoticeFacts | undefined> {
    const row = isUuid(reservationId) ? await repository.findNoticeFacts(executor, reservationId) : undefined;
    if (!row) return undefined;
    return noticeFactsOf(
      {
        id: row.id,
        status: row.status,
        customerId: row.customer_id,
        venueId: row.venue_id,
        schedules: row.schedules,
        pendingChange: row.pending_change,
        amountCents: row.amount_cents,
      },
      { customerName: row.customer_name, hostId: row.host_id, venueTitle: row.venue_title },
      row.payout_cents === null ? null : Number(row.payout_cents),
    );
  }

  /** The effect in the caller's transaction (or as a statement of its own): one statement, announced after commit. */
  async function apply(executor: Executor, effect: BookingEffect) {
    const event = effect.event;
    const reservationId = typeof event?.payload.reservationId === 'string' ? event.payload.reservationId : undefined;
    const facts = event && !event.facts && reservationId ? await noticeFacts(executor, reservationId) : event?.facts;
    const found = parts({ ...effect, ...(event ? { event: { ...event, facts } } : {}) }, sql`true`);
    if (found.length === 0) return;
    announceAfterCommit(executor, announcedBy(await runParts(executor, found)));
  }

  return {
    parts,
    apply,
    /** A booking event alone (the payments module's port). */
    publish: (executor: Executor, event: BookingEvent) => apply(executor, { event }),
  };
}
export type BookingEffects = ReturnType<typeof createBookingEffects>;
