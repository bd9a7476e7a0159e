import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';
import { messagesOf, parsed } from './test-support.ts';
import {
  CoordinateRangeSchema,
  VenueCreateBodySchema,
  VenueSearchQuerySchema,
  VenueUpdateBodySchema,
} from './venues.ts';

const category = '6f1c1f7e-2b1a-4c55-8d2e-111111111111';
const amenity = (n: number) => `6f1c1f7e-2b1a-4c55-8d2e-${String(n).padStart(12, '0')}`;

/** A create form as the web app sends it: every value a multipart text field. */
const createForm = (fields: Record<string, string> = {}) => ({
  title: 'Sunny Backyard',
  description: 'A quiet garden with a grill.',
  rent: '25',
  categoryId: category,
  address: '1 Main St, Austin, TX',
  latitude: '30.27',
  longitude: '-97.74',
  zipcode: '78701',
  guestLimit: '{"adults":"10","children":"2","infants":"0"}',
  amenityIds: JSON.stringify([amenity(1), amenity(2)]),
  timezone: 'America/Chicago',
  ...fields,
});

describe('listing create form', () => {
  it('reads multipart text: numbers, JSON guest limits and amenity lists, ACTIVE by default', () => {
    expect(parsed(VenueCreateBodySchema, createForm())).toMatchObject({
      rent: 25,
      latitude: 30.27,
      guestLimit: { adults: 10, children: 2, infants: 0 },
      amenityIds: [amenity(1), amenity(2)],
      status: 1,
    });
  });

  it('reads the status by name or number, amenities as a comma list, and slots 0 as none', () => {
    const body = parsed(
      VenueCreateBodySchema,
      createForm({ status: 'INACTIVE', amenityIds: `${amenity(1)}, ${amenity(3)}`, slots: '0' }),
    );
    expect(body).toMatchObject({ status: 2, amenityIds: [amenity(1), amenity(3)] });
    expect(body.slots).toBeUndefined();
    expect(parsed(VenueCreateBodySchema, createForm({ status: '1', slots: '4' }))).toMatchObject({
      status: 1,
      slots: 4,
    });
  });

  it("asks for every detail with the spec's message", () => {
    for (const field of ['title', 'description', 'address', 'zipcode', 'rent', 'categoryId']) {
      expect(messagesOf(VenueCreateBodySchema, createForm({ [field]: '' }))).toContain(Messages.provideAllDetails);
    }
  });

  it('refuses negative rent and guest limits, fractions of a cent, and a limit without adults', () => {
    expect(messagesOf(VenueCreateBodySchema, createForm({ rent: '-1' }))).toEqual([Messages.rentNegative]);
    expect(messagesOf(VenueCreateBodySchema, createForm({ rent: '12.345' }))).toEqual([Messages.rentWholeCents]);
    expect(
      messagesOf(VenueCreateBodySchema, createForm({ guestLimit: '{"adults":2,"children":-1,"infants":0}' })),
    ).toEqual([Messages.guestLimitNegative]);
    expect(
      messagesOf(VenueCreateBodySchema, createForm({ guestLimit: '{"adults":0,"children":1,"infants":0}' })),
    ).toEqual([Messages.guestLimitNeedsAdult]);
  });

  it('refuses unknown amenity ids, a non-uuid category and an unknown time zone', () => {
    expect(messagesOf(VenueCreateBodySchema, createForm({ amenityIds: '["wifi"]' }))).toEqual([
      Messages.unknownAmenity,
    ]);
    expect(messagesOf(VenueCreateBodySchema, createForm({ categoryId: '3' }))).toEqual([Messages.unknownCategory]);
    expect(messagesOf(VenueCreateBodySchema, createForm({ timezone: 'Mars/Olympus' }))).toEqual([
      Messages.invalidTimezone,
    ]);
  });

  it('on update, leaves out what is not sent and still refuses a blank value that is', () => {
    expect(parsed(VenueUpdateBodySchema, { rent: '30' })).toMatchObject({ rent: 30 });
    expect(parsed(VenueUpdateBodySchema, { rent: '30' }).title).toBeUndefined();
    expect(messagesOf(VenueUpdateBodySchema, { title: '' })).toEqual([Messages.provideAllDetails]);
  });
});

describe('search query', () => {
  it('pages 6 at a time from page 1 by default', () => {
    expect(parsed(VenueSearchQuerySchema, {})).toMatchObject({ limit: 6, page: 1 });
  });

  it('treats categoryId 0 or blank as any category', () => {
    expect(parsed(VenueSearchQuerySchema, { categoryId: '0' }).categoryId).toBeUndefined();
    expect(parsed(VenueSearchQuerySchema, { categoryId: '' }).categoryId).toBeUndefined();
    expect(parsed(VenueSearchQuerySchema, { categoryId: category }).categoryId).toBe(category);
  });

  it('reads coordinateRange sent as JSON text with string numbers, and a missing radius as none', () => {
    expect(parsed(CoordinateRangeSchema, '{"radius":"25","longitude":-74.01,"latitude":"40.7"}')).toEqual({
      radius: 25,
      longitude: -74.01,
      latitude: 40.7,
    });
    expect(parsed(CoordinateRangeSchema, '{"latitude":40.7,"longitude":-74,"radius":false}')).toEqual({
      latitude: 40.7,
      longitude: -74,
    });
    expect(parsed(CoordinateRangeSchema, '')).toBeUndefined();
    expect(messagesOf(CoordinateRangeSchema, '{"latitude":140,"longitude":0}')).toHaveLength(1);
  });

  it('takes dates as YYYY-MM-DD only', () => {
    expect(parsed(VenueSearchQuerySchema, { fromDate: '2026-12-01', toDate: '' })).toMatchObject({
      fromDate: '2026-12-01',
    });
    expect(messagesOf(VenueSearchQuerySchema, { fromDate: '12/01/2026' })).toEqual(['Dates must be YYYY-MM-DD']);
  });
});
