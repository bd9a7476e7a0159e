import { isUuid } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterCommit, runParts, type Executor, type StatementPart } from '../../db/client.ts';
import type { AuditRecord, AuditService } from '../audit/audit.service.ts';
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
 * notifications it brings (each owner's statement part: the events module's and the notifications'), the dates the
 * open-days refresher must look at again (availability's), an admin's action in the audit log, and a started stay
 * cancelled (reviews rest on stays). Announced, and the jobs it queued nudged, once the change commits.
 */
export interface BookingEffect {
  event?: BookingEvent;
  dates?: { venueId: string; dates: string[] };
  audit?: AuditRecord;
  startedStayCancelled?: { venueId: string; customerId: string };
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
  audit: Pick<AuditService, 'record'>;
  /** Reviews are told in the change's transaction (a review may have rested on the stay). */
  onStartedStayCancelled: (executor: Executor, stay: { venueId: string; customerId: string }) => Promise<void>;
  /** Wakes the job runner and the open-days refresher for what a change queued. */
  nudgeJobs: () => void;
}

/**
 * The one implementation of a booking's effects: `parts` for the booking's own statement (a hold, a paid
 * confirmation; its runner announces, and calls `queued`), and `apply`, the same parts run in the caller's
 * transaction in one statement, with what has no statement part (the audit entry, the reviews' notice).
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

  /** The effect in the caller's transaction (or as a statement of its own): announced and nudged after commit. */
  async function apply(executor: Executor, effect: BookingEffect) {
    const event = effect.event;
    const reservationId = typeof event?.payload.reservationId === 'string' ? event.payload.reservationId : undefined;
    const facts = event && !event.facts && reservationId ? await noticeFacts(executor, reservationId) : event?.facts;
    if (effect.audit) await deps.audit.record(executor, effect.audit);
    if (effect.startedStayCancelled) await deps.onStartedStayCancelled(executor, effect.startedStayCancelled);
    const found = parts({ ...effect, ...(event ? { event: { ...event, facts } } : {}) }, sql`true`);
    if (found.length) announceAfterCommit(executor, announcedBy(await runParts(executor, found)));
    // The change may also have queued refunds and payouts in its transaction: one nudge after commit covers all.
    afterCommit(executor, deps.nudgeJobs);
  }

  return {
    parts,
    apply,
    /** A booking event alone (the payments module's port). */
    publish: (executor: Executor, event: BookingEvent) => apply(executor, { event }),
    /** After a booking's own statement ran its `parts`: the jobs they queued are nudged. */
    queued: () => deps.nudgeJobs(),
  };
}
export type BookingEffects = ReturnType<typeof createBookingEffects>;
