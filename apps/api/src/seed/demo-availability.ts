import { defaultBookingRules } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { venueBlocks } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { createAvailabilityService, replaceSchedule } from '../modules/availability/availability.service.ts';
import { addDays, localToday, type ScheduleEntry } from '../modules/availability/expand.ts';
import { timeRulesOf } from '../modules/availability/time-rules.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const weekdays = [1, 2, 3, 4, 5];
const weekend = [6, 7];

/** Realistic opening patterns per category: weekday evenings, weekends and one custom repeat each. */
function scheduleFor(categorySlug: string, today: string, index: number): ScheduleEntry[] {
  const repeatStart = addDays(today, 2 + (index % 5));
  const custom = (unit: 1 | 2 | 3, frequency: number, from: number, to: number): ScheduleEntry => ({
    type: 3,
    date: repeatStart,
    unit,
    frequency,
    intervals: [{ from, to }],
  });
  switch (categorySlug) {
    case 'parking-space':
      return [{ type: 2, weekdays: everyDay, intervals: [{ from: 6, to: 23 }] }];
    case 'swimming-pool':
      return [
        { type: 2, weekdays, intervals: [{ from: 16, to: 20 }] },
        { type: 2, weekdays: weekend, intervals: [{ from: 10, to: 19 }] },
        custom(2, 2, 7, 9),
      ];
    case 'tennis-court':
    case 'basketball-court':
      return [
        {
          type: 2,
          weekdays,
          intervals: [
            { from: 7, to: 9 },
            { from: 17, to: 22 },
          ],
        },
        { type: 2, weekdays: weekend, intervals: [{ from: 8, to: 20 }] },
        custom(1, 3, 12, 14),
      ];
    case 'studio':
      return [
        { type: 2, weekdays, intervals: [{ from: 9, to: 21 }] },
        { type: 2, weekdays: [6], intervals: [{ from: 10, to: 18 }] },
        custom(3, 1, 18, 23),
      ];
    default:
      // Backyards, gardens and rooftops: evenings in the week, long weekend days, a fortnightly brunch.
      return [
        { type: 2, weekdays, intervals: [{ from: 17, to: 22 }] },
        { type: 2, weekdays: weekend, intervals: [{ from: 10, to: 22 }] },
        custom(2, 2, 9, 12),
      ];
  }
}

/** Gives every demo listing a schedule and one block, and computes its open dates. */
export async function seedDemoAvailability(db: Database, clock: Clock) {
  const venues = await queryRows<{
    id: string;
    slug: string;
    timezone: string;
    slots: number | null;
    has_slots: boolean;
    scheduling_period: number;
    availability_version: number;
  }>(
    db,
    sql`select v.id, c.slug, v.timezone, v.slots, c.has_slots, v.scheduling_period, v.availability_version
      from venues v join categories c on c.id = v.category_id
      where v.deleted_at is null and not exists (select 1 from venue_schedules s where s.venue_id = v.id)
      order by v.created_at, v.id`,
  );
  // Demo schedules are written before any booking exists: no hours are taken, no booking can conflict.
  const noBookings = { takenHours: async () => [], takenHoursOn: async () => [], resolveConflicts: async () => {} };
  const availability = createAvailabilityService({ db, clock, reservations: () => noBookings });
  let index = 0;
  for (const venue of venues) {
    const today = localToday(clock.now(), venue.timezone);
    const entries = scheduleFor(venue.slug, today, index);
    const blockDate = addDays(today, 9 + (index % 7));
    await db.transaction(async (tx) => {
      await replaceSchedule(tx, venue.id, entries);
      await tx.insert(venueBlocks).values({
        venueId: venue.id,
        startsAt: `${blockDate} 12:00:00`,
        endsAt: `${blockDate} 16:00:00`,
        slots: venue.has_slots && venue.slots ? (venue.slots >= 2 ? [1, 2] : [1]) : null,
      });
      await availability.refreshOpenDates(
        tx,
        {
          id: venue.id,
          version: venue.availability_version,
          timezone: venue.timezone,
          schedulingPeriod: venue.scheduling_period,
          slots: venue.has_slots ? venue.slots : null,
          // Demo listings are seeded at the default rules.
          timeRules: timeRulesOf(defaultBookingRules),
          hasSlots: venue.has_slots,
        },
        // A new schedule version: what the serving process cached for the listing before it had a schedule (the
        // server listens while it seeds) is not used again.
        { scheduleChanged: true },
      );
    });
    index++;
  }
  return venues.length;
}
