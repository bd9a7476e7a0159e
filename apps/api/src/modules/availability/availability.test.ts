import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { addDays, localToday } from './expand.ts';

describe('schedules, blocks and date search', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const backyard = await categoryIdOf(context, 'backyard');
  const parking = await categoryIdOf(context, 'parking-space');
  const today = localToday(deps.clock.now(), 'America/New_York');
  const date = (offset: number) => addDays(today, offset);

  const updateSchedule = (venueId: string, body: unknown, auth: Record<string, string> = host.auth) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venueId}/schedule/raw/update`,
      headers: auth,
      payload: body as object,
    });
  const rawView = (venueId: string, auth: Record<string, string> = host.auth) =>
    app.inject({ method: 'GET', url: `/api/v1/venue/${venueId}/schedule/raw/view`, headers: auth });
  const venueView = async (venueId: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/venue/${venueId}/view/public` })).json().data;
  const createBlock = (venueId: string, body: unknown, auth: Record<string, string> = host.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/venue/${venueId}/calendar/block/create`,
      headers: auth,
      payload: body as object,
    });
  const listBlocks = (venueId: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/venue/${venueId}/calendar/block/viewall${query}`, headers: host.auth });

  describe('raw schedule', () => {
    it('accepts every encoding of docs/product/wire-contract.md#schedules-and-blocks and returns the editor shape', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      // The special date must be a weekday: on a weekend the [6, 7] entry below would open 12:00 too.
      const specialOffset = [3, 5, 6, 7, 8].find((offset) => {
        const weekday = new Date(`${date(offset)}T12:00:00Z`).getUTCDay();
        return weekday !== 0 && weekday !== 6;
      })!;
      const response = await updateSchedule(venue.uuid, {
        schedules: [
          { type: 2, date: '[1,3,5]', intervals: [{ from: '18:00', to: '21:00' }], extra: 'ignored' },
          {
            type: '1',
            date: `"${date(specialOffset)}"`,
            intervals: [
              { from: '09:00', to: '12:00' },
              { from: '13:00', to: '24:00' },
            ],
          },
          { type: 2, date: [6, 7], intervals: [{ from: 10, to: '16:00' }] },
          { type: 1, date: date(4), intervals: [{ from: '08:00', to: '09:00' }] },
          { type: 3, date: `"${date(1)}"`, unit: '1', frequency: '3', intervals: [{ from: '07:00', to: '08:00' }] },
        ],
        schedulingPeriod: '30',
        alterReservations: 'false',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(Messages.scheduleUpdated);
      const raw = (await rawView(venue.uuid)).json().data;
      expect(raw).toEqual([
        { type: 2, date: [1, 3, 5], intervals: [{ from: '18:00', to: '21:00' }] },
        {
          type: 1,
          date: date(specialOffset),
          intervals: [
            { from: '09:00', to: '12:00' },
            { from: '13:00', to: '24:00' },
          ],
        },
        { type: 2, date: [6, 7], intervals: [{ from: '10:00', to: '16:00' }] },
        { type: 1, date: date(4), intervals: [{ from: '08:00', to: '09:00' }] },
        { type: 3, date: date(1), unit: 1, frequency: 3, intervals: [{ from: '07:00', to: '08:00' }] },
      ]);
      // The editor sends back what it loaded (JSON-text dates, booleans as strings).
      const roundTrip = await updateSchedule(venue.uuid, {
        schedules: raw.map((entry: { date: unknown }) => ({ ...entry, date: JSON.stringify(entry.date) })),
        schedulingPeriod: 30,
        alterReservations: false,
      });
      expect(roundTrip.statusCode).toBe(200);
      expect((await rawView(venue.uuid)).json().data).toEqual(raw);
      const view = await venueView(venue.uuid);
      expect(view.schedulingPeriod).toBe(30);
      expect(view.schedules.length).toBeGreaterThan(0);
      expect(view.schedules.every((day: { date: string }) => day.date >= today && day.date <= date(29))).toBe(true);
      const special = view.schedules.find((day: { date: string }) => day.date === date(specialOffset));
      expect(special.intervals.map((interval: { time: string }) => interval.time)).toEqual(
        expect.arrayContaining(['09:00', '10:00', '11:00', '13:00', '23:00']),
      );
      expect(special.intervals.find((interval: { time: string }) => interval.time === '12:00')).toBeUndefined();
    });

    it.each([
      [
        'start after end',
        [{ type: 2, date: '[1]', intervals: [{ from: '12:00', to: '09:00' }] }],
        Messages.intervalStartBeforeEnd,
      ],
      [
        'start equal to end',
        [{ type: 2, date: '[1]', intervals: [{ from: '09:00', to: '09:00' }] }],
        Messages.intervalStartBeforeEnd,
      ],
      [
        'a duplicate interval',
        [
          {
            type: 2,
            date: '[1]',
            intervals: [
              { from: '09:00', to: '10:00' },
              { from: '09:00', to: '10:00' },
            ],
          },
        ],
        Messages.intervalDuplicate,
      ],
      [
        'overlapping intervals',
        [
          {
            type: 2,
            date: '[1]',
            intervals: [
              { from: '09:00', to: '12:00' },
              { from: '11:00', to: '13:00' },
            ],
          },
        ],
        Messages.intervalOverlap,
      ],
      [
        'a half-hour time',
        [{ type: 2, date: '[1]', intervals: [{ from: '09:30', to: '12:00' }] }],
        Messages.intervalInvalid,
      ],
      [
        'an hour past 24',
        [{ type: 2, date: '[1]', intervals: [{ from: '09:00', to: '25:00' }] }],
        Messages.intervalInvalid,
      ],
      ['no intervals', [{ type: 2, date: '[1]', intervals: [] }], Messages.intervalInvalid],
      [
        'a date in the past',
        [{ type: 1, date: '"2020-01-01"', intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleDateInPast,
      ],
      [
        'frequency 0',
        [{ type: 3, date: '"2026-01-01"', unit: 2, frequency: 0, intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleFrequencyMin,
      ],
      [
        'weekday 8',
        [{ type: 2, date: '[1,8]', intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleWeekdayInvalid,
      ],
      [
        'weekday 0',
        [{ type: 2, date: [0], intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleWeekdayInvalid,
      ],
      [
        'an unknown unit',
        [{ type: 3, date: '2026-01-01', unit: 9, frequency: 1, intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleUnitInvalid,
      ],
      [
        'an unknown type',
        [{ type: 7, date: '2026-01-01', intervals: [{ from: '09:00', to: '10:00' }] }],
        Messages.scheduleTypeInvalid,
      ],
    ])('rejects %s with the spec message and keeps the old schedule', async (_label, schedules, message) => {
      const venue = await createListing(context, host, listingFields(backyard));
      await updateSchedule(venue.uuid, {
        schedules: [{ type: 2, date: '[2]', intervals: [{ from: '09:00', to: '10:00' }] }],
        schedulingPeriod: 60,
        alterReservations: false,
      });
      const response = await updateSchedule(venue.uuid, { schedules, schedulingPeriod: 60, alterReservations: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await rawView(venue.uuid)).json().data).toEqual([
        { type: 2, date: [2], intervals: [{ from: '09:00', to: '10:00' }] },
      ]);
    });

    it('rejects a scheduling period outside 1–365', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      for (const schedulingPeriod of [0, 366, 'x']) {
        const response = await updateSchedule(venue.uuid, {
          schedules: [],
          schedulingPeriod,
          alterReservations: false,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(Messages.schedulingPeriodInvalid);
      }
    });

    it('changes the slot count of slot listings only (minimum 1)', async () => {
      const lot = await createListing(context, host, listingFields(parking, { slots: '4' }));
      const body = {
        schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '08:00', to: '10:00' }] }],
        schedulingPeriod: '7',
        alterReservations: 'false',
        slots: '6',
      };
      expect((await updateSchedule(lot.uuid, body)).statusCode).toBe(200);
      const view = await venueView(lot.uuid);
      expect(view.slots).toBe(6);
      expect(view.schedules[0].intervals[0].slots.map((slot: { id: number }) => slot.id)).toEqual([1, 2, 3, 4, 5, 6]);
      const zero = await updateSchedule(lot.uuid, { ...body, slots: 0 });
      expect(zero.json().message).toBe(Messages.slotsMinimum);
      const yard = await createListing(context, host, listingFields(backyard));
      const notAllowed = await updateSchedule(yard.uuid, { ...body, slots: 3 });
      expect(notAllowed.json().message).toBe(Messages.slotsNotAllowed);
    });

    it('answers 404 to non-owners and 401 to visitors', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      const other = await createHost(context);
      const customer = await createUser(deps);
      for (const auth of [other.auth, bearer(customer.accessToken)]) {
        expect((await rawView(venue.uuid, auth)).statusCode).toBe(404);
        expect((await updateSchedule(venue.uuid, { schedules: [] }, auth)).statusCode).toBe(404);
        expect((await createBlock(venue.uuid, {}, auth)).statusCode).toBe(404);
      }
      expect((await rawView(venue.uuid, {})).statusCode).toBe(401);
      expect((await rawView('not-a-uuid')).statusCode).toBe(404);
      const admin = await createUser(deps, { isAdmin: true });
      expect((await rawView(venue.uuid, bearer(admin.accessToken))).statusCode).toBe(200);
    });
  });

  describe('blocks', () => {
    const everyDay = {
      schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '09:00', to: '17:00' }] }],
      schedulingPeriod: 30,
      alterReservations: false,
    };

    it('blocks the whole listing; blocked hours show as unavailable; list, update and delete', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      await updateSchedule(venue.uuid, everyDay);
      const created = await createBlock(venue.uuid, {
        from: { date: date(2), time: '10:00' },
        to: { date: date(2), time: '12:00' },
        alterReservations: false,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe(Messages.blockCreated);
      expect(created.json().data).toMatchObject({
        from: `${date(2)} 10:00`,
        to: `${date(2)} 12:00`,
        slots: null,
        alterReservations: false,
      });
      const day = (await venueView(venue.uuid)).schedules.find((entry: { date: string }) => entry.date === date(2));
      const statusAt = (time: string) =>
        day.intervals.find((interval: { time: string }) => interval.time === time).status;
      expect([statusAt('09:00'), statusAt('10:00'), statusAt('11:00'), statusAt('12:00')]).toEqual([1, 2, 2, 1]);

      const blockId = created.json().data.uuid;
      const updated = await app.inject({
        method: 'PUT',
        url: `/api/v1/venue/${venue.uuid}/calendar/block/${blockId}/update`,
        headers: host.auth,
        payload: {
          from: { date: date(2), time: '09:00' },
          to: { date: date(2), time: '24:00' },
          alterReservations: 'false',
        },
      });
      expect(updated.json().message).toBe(Messages.blockUpdated);
      expect(updated.json().data).toMatchObject({ from: `${date(2)} 09:00`, to: `${date(3)} 00:00` });
      const whole = (await venueView(venue.uuid)).schedules.find((entry: { date: string }) => entry.date === date(2));
      expect(whole.status).toBe(2);

      const list = await listBlocks(venue.uuid);
      expect(list.json().data).toHaveLength(1);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/v1/venue/${venue.uuid}/calendar/block/${blockId}/delete`,
        headers: host.auth,
      });
      expect(removed.json().message).toBe(Messages.deletedSuccessfully);
      expect((await listBlocks(venue.uuid)).json().data).toEqual([]);
      const missing = await app.inject({
        method: 'DELETE',
        url: `/api/v1/venue/${venue.uuid}/calendar/block/${blockId}/delete`,
        headers: host.auth,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('blocks chosen slots only', async () => {
      const lot = await createListing(context, host, listingFields(parking, { slots: '3' }));
      await updateSchedule(lot.uuid, everyDay);
      const created = await createBlock(lot.uuid, {
        from: { date: date(1), time: '09:00' },
        to: { date: date(1), time: '10:00' },
        alterReservations: false,
        slots: [3, 1],
      });
      expect(created.json().data.slots).toEqual([1, 3]);
      const interval = (await venueView(lot.uuid)).schedules.find((entry: { date: string }) => entry.date === date(1))
        .intervals[0];
      expect(interval).toEqual({
        time: '09:00',
        status: 1,
        slots: [
          { id: 1, status: 2 },
          { id: 2, status: 1 },
          { id: 3, status: 2 },
        ],
      });
      const tooHigh = await createBlock(lot.uuid, {
        from: { date: date(1), time: '09:00' },
        to: { date: date(1), time: '10:00' },
        alterReservations: false,
        slots: [4],
      });
      expect(tooHigh.json().message).toBe(Messages.blockSlotsInvalid);
      const yard = await createListing(context, host, listingFields(backyard));
      const noSlots = await createBlock(yard.uuid, {
        from: { date: date(1), time: '09:00' },
        to: { date: date(1), time: '10:00' },
        alterReservations: false,
        slots: [1],
      });
      expect(noSlots.statusCode).toBe(400);
    });

    it.each([
      [
        'a blank start date',
        { from: { date: '', time: '10:00' }, to: { date: '2099-01-01', time: '11:00' } },
        Messages.blockStartRequired,
      ],
      [
        'a blank start time',
        { from: { date: '2099-01-01', time: '' }, to: { date: '2099-01-01', time: '11:00' } },
        Messages.blockStartRequired,
      ],
      [
        'a blank end',
        { from: { date: '2099-01-01', time: '10:00' }, to: { date: '', time: '' } },
        Messages.blockEndRequired,
      ],
      ['no end at all', { from: { date: '2099-01-01', time: '10:00' } }, Messages.blockEndRequired],
      [
        'a reversed range',
        { from: { date: '2099-01-02', time: '10:00' }, to: { date: '2099-01-01', time: '11:00' } },
        Messages.blockEndAfterStart,
      ],
      [
        'an empty range',
        { from: { date: '2099-01-01', time: '10:00' }, to: { date: '2099-01-01', time: '10:00' } },
        Messages.blockEndAfterStart,
      ],
    ])('rejects %s with a clear message', async (_label, body, message) => {
      const venue = await createListing(context, host, listingFields(backyard));
      const response = await createBlock(venue.uuid, { alterReservations: false, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await listBlocks(venue.uuid)).json().data).toEqual([]);
    });

    it('filters the list by fromDate and toDate, either of which may be empty', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      for (const offset of [1, 5, 9]) {
        await createBlock(venue.uuid, {
          from: { date: date(offset), time: '10:00' },
          to: { date: date(offset), time: '11:00' },
          alterReservations: false,
        });
      }
      const fromsOf = async (query: string) =>
        (await listBlocks(venue.uuid, query)).json().data.map((block: { from: string }) => block.from.slice(0, 10));
      expect(await fromsOf('')).toEqual([date(1), date(5), date(9)]);
      expect(await fromsOf(`?fromDate=${date(5)}&toDate=`)).toEqual([date(5), date(9)]);
      expect(await fromsOf(`?fromDate=&toDate=${date(5)}`)).toEqual([date(1), date(5)]);
      expect(await fromsOf(`?fromDate=${date(2)}&toDate=${date(8)}`)).toEqual([date(5)]);
      expect(await fromsOf('?fromDate=&toDate=')).toEqual([date(1), date(5), date(9)]);
      expect((await listBlocks(venue.uuid, '?fromDate=tomorrow')).statusCode).toBe(400);
    });
  });

  describe('date search', () => {
    it('returns only listings with a bookable hour between the dates, within their period', async () => {
      const searcher = await createUser(deps);
      const auth = bearer(searcher.accessToken);
      const tag = `datesearch${Date.now()}`;
      const make = async (title: string) =>
        createListing(context, host, listingFields(backyard, { title: `${title} ${tag}` }));
      const soon = await make('Soon');
      const later = await make('Later');
      const blocked = await make('Blocked');
      const shortPeriod = await make('Short');
      await make('Unscheduled');
      const on = (offset: number) => ({ type: 1, date: date(offset), intervals: [{ from: '10:00', to: '12:00' }] });
      await updateSchedule(soon.uuid, { schedules: [on(2)], schedulingPeriod: 60, alterReservations: false });
      await updateSchedule(later.uuid, { schedules: [on(20)], schedulingPeriod: 60, alterReservations: false });
      await updateSchedule(blocked.uuid, { schedules: [on(2)], schedulingPeriod: 60, alterReservations: false });
      await createBlock(blocked.uuid, {
        from: { date: date(2), time: '00:00' },
        to: { date: date(3), time: '00:00' },
        alterReservations: false,
      });
      await updateSchedule(shortPeriod.uuid, { schedules: [on(20)], schedulingPeriod: 10, alterReservations: false });
      const titles = async (query: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/v1/venue/viewall?search=${tag}&limit=50&${query}`,
            headers: auth,
          })
        )
          .json()
          .data.map((venue: { title: string }) => venue.title.split(' ')[0])
          .sort();
      expect(await titles(`fromDate=${date(0)}&toDate=${date(5)}`)).toEqual(['Soon']);
      expect(await titles(`fromDate=${date(15)}&toDate=${date(25)}`)).toEqual(['Later']);
      expect(await titles(`fromDate=${date(0)}&toDate=${date(30)}`)).toEqual(['Later', 'Soon']);
      expect(await titles(`fromDate=${date(2)}&toDate=${date(2)}`)).toEqual(['Soon']);
      expect(await titles(`fromDate=${date(3)}&toDate=${date(4)}`)).toEqual([]);
      expect(await titles('')).toEqual(['Blocked', 'Later', 'Short', 'Soon', 'Unscheduled']);
    });
  });
});

describe('open dates refresh job', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const backyard = await categoryIdOf(context, 'backyard');
  const { sql } = await import('drizzle-orm');
  const { ensureRecurringJob } = await import('../../jobs/queue.ts');
  const { REFRESH_OPEN_DATES_JOB } = await import('./availability.service.ts');

  it('recomputes listings computed more than a week ago and schedules its next run', async () => {
    const venue = await createListing(context, host, listingFields(backyard));
    await app.inject({
      method: 'PUT',
      url: `/api/v1/venue/${venue.uuid}/schedule/raw/update`,
      headers: host.auth,
      payload: {
        schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '09:00', to: '10:00' }] }],
        schedulingPeriod: 60,
        alterReservations: false,
      },
    });
    await deps.db.execute(
      sql`update venues set open_days = '{}', open_dates_computed_on = current_date - 30 where id = ${venue.uuid}`,
    );
    await ensureRecurringJob(deps.db, REFRESH_OPEN_DATES_JOB);
    await ensureRecurringJob(deps.db, REFRESH_OPEN_DATES_JOB);
    await deps.jobs.drain();
    const [row] = (
      (await deps.db.execute(
        sql`select open_days::text as dates, open_dates_computed_on::text as computed from venues where id = ${venue.uuid}`,
      )) as unknown as { rows: Array<{ dates: string; computed: string }> }
    ).rows;
    expect(row!.dates).not.toBe('{}');
    expect(row!.computed).toBe(localToday(deps.clock.now(), 'America/New_York'));
    const pending = (
      (await deps.db.execute(
        sql`select count(*)::int as n from jobs where kind = ${REFRESH_OPEN_DATES_JOB} and done_at is null`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
    expect(pending).toBe(1);
  });
});
