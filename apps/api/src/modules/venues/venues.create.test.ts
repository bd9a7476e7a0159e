import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { pngImage } from '../../../test/accounts.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import {
  amenityIds,
  categoryIdOf,
  createHost,
  createListing,
  imageFiles,
  listingFields,
  listingForm,
} from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

describe('creating and editing listings', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const parking = await categoryIdOf(context, 'parking-space');
  const host = await createHost(context);
  const countVenues = async () =>
    Number((await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from venues`))[0]!.n);
  const storedFiles = () => {
    const root = path.join(context.dataDir, 'uploads', 'venues');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((entry) => String(entry).endsWith('.webp')).length
      : 0;
  };
  const create = async (
    fields: Record<string, string>,
    images?: Array<{ body: Buffer; name: string }>,
    auth: Record<string, string> = host.auth,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/venue/create',
      headers: auth,
      payload: listingForm(fields, images ?? (await imageFiles(3))),
    });

  it('creates a pending listing from multipart strings, with processed images served from the same origin', async () => {
    const [wifi, grill] = await amenityIds(context, 2);
    const response = await create(
      listingFields(backyard, {
        rent: '25.50',
        status: '1',
        amenityIds: JSON.stringify([wifi, grill]),
        guestLimit: '{"adults":"8","children":"4","infants":"0"}',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(Messages.listingSubmitted);
    const venue = response.json().data;
    expect(venue).toMatchObject({
      title: 'Sunny Backyard with Pergola',
      status: 1,
      rent: 25.5,
      slots: null,
      approved: false,
      rating: 0,
      categoryId: backyard,
      category: { uuid: backyard, name: 'Backyard', slots: false },
      guestLimit: { adults: 8, children: 4, infants: 0 },
      coordinates: { latitude: 40.7128, longitude: -74.006 },
      timezone: 'America/New_York',
      zipcode: '10001',
      host: { userId: host.user.id, name: 'Harper Host', designation: 'Venue Owner' },
      schedules: [],
      reservations: [],
    });
    expect(venue.amenityIds).toEqual([wifi, grill]);
    expect(venue.amenities.every((amenity: { status: number }) => amenity.status === 1)).toBe(true);
    expect(venue.images).toHaveLength(3);
    for (const imagePath of venue.images) {
      expect(imagePath).toMatch(/^uploads\/venues\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
      const served = await app.inject({ method: 'GET', url: `/${imagePath}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
    }
    expect(venue.thumbnails[0]).toMatch(/-thumb\.webp$/);
  });

  it('accepts the other encodings: comma-separated amenities, raw numbers, ACTIVE/INACTIVE words', async () => {
    const [first, second] = await amenityIds(context, 2);
    const response = await create(
      listingFields(backyard, { amenityIds: `${first},${second}`, status: 'INACTIVE', rent: '0' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 2, rent: 0, amenityIds: [first, second] });
  });

  it('derives the time zone from the coordinates when none is given', async () => {
    const response = await create(
      listingFields(backyard, {
        timezone: '',
        latitude: '41.9028',
        longitude: '12.4964',
        address: 'Via del Corso 1, Rome',
        zipcode: '00186',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.timezone).toBe('Europe/Rome');
  });

  it('requires slots (at least 1) for slot categories and shows the slot prefix', async () => {
    const missing = await create(listingFields(parking, { title: 'Driveway' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(Messages.slotsRequired);
    const response = await create(listingFields(parking, { title: 'Driveway', slots: '4' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ slots: 4, category: { slots: true, slotPrefix: 'Space' } });
  });

  it.each([
    ['fewer than 3 images', {}, 2, 'images', Messages.addAtLeastThreeImages],
    ['no images', {}, 0, 'images', Messages.addAtLeastThreeImages],
    ['no title', { title: '' }, 3, 'title', Messages.provideAllDetails],
    ['no category', { categoryId: '' }, 3, 'categoryId', Messages.provideAllDetails],
    ['no address', { address: '  ' }, 3, 'address', Messages.provideAllDetails],
    ['no guest limit', { guestLimit: '' }, 3, 'guestLimit', Messages.provideAllDetails],
    ['negative rent', { rent: '-1' }, 3, 'rent', Messages.rentNegative],
    [
      'negative children limit',
      { guestLimit: '{"adults":2,"children":-1,"infants":0}' },
      3,
      'guestLimit.children',
      Messages.guestLimitNegative,
    ],
    [
      'negative infants limit',
      { guestLimit: '{"adults":2,"children":1,"infants":"-3"}' },
      3,
      'guestLimit.infants',
      Messages.guestLimitNegative,
    ],
    ['slots on a category without slots', { slots: '3' }, 3, 'slots', Messages.slotsNotAllowed],
    [
      'an unknown category',
      { categoryId: '00000000-0000-4000-8000-000000000000' },
      3,
      'categoryId',
      Messages.unknownCategory,
    ],
    ['a malformed category', { categoryId: 'pool' }, 3, 'categoryId', Messages.unknownCategory],
    [
      'an unknown amenity',
      { amenityIds: '["00000000-0000-4000-8000-000000000000"]' },
      3,
      'amenityIds',
      Messages.unknownAmenity,
    ],
    ['an invalid time zone', { timezone: 'Mars/Olympus' }, 3, 'timezone', Messages.invalidTimezone],
    ['rent with a fraction of a cent', { rent: '12.345' }, 3, 'rent', Messages.rentWholeCents],
    ['rent below a cent', { rent: '0.004' }, 3, 'rent', Messages.rentWholeCents],
  ])('rejects %s with the message and stores nothing', async (_label, overrides, imageCount, field, message) => {
    const before = await countVenues();
    const filesBefore = storedFiles();
    const response = await create(listingFields(backyard, overrides), await imageFiles(imageCount));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().details[field]).toContain(message);
    expect(await countVenues()).toBe(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('just some text, not a picture'), Messages.imageInvalid],
    ['a 30 MB file', async () => Buffer.alloc(30 * 1024 * 1024, 7), Messages.imageTooLarge],
    ['a 10,000 × 10,000 image', () => pngImage(10_000, 10_000), Messages.imageTooManyPixels],
  ])('answers 400 to %s among the images and stores nothing', async (_label, makeBad, message) => {
    const before = await countVenues();
    const filesBefore = storedFiles();
    const images = [...(await imageFiles(3)), { body: await makeBad(), name: 'holiday.jpg' }];
    const response = await create(listingFields(backyard), images);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countVenues()).toBe(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses more than 20 images', async () => {
    const response = await create(listingFields(backyard), await imageFiles(21));
    expect(response.statusCode).toBe(400);
  });

  it('lets only verified hosts create listings', async () => {
    const customer = await createUser(deps);
    expect((await create(listingFields(backyard), undefined, bearer(customer.accessToken))).statusCode).toBe(422);
    const unverified = await createUser(deps, { isHost: true, phoneVerified: false });
    const forbidden = await create(listingFields(backyard), undefined, bearer(unverified.accessToken));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data).toMatchObject({ status: 1, phoneVerified: false });
    expect((await create(listingFields(backyard), undefined, {})).statusCode).toBe(401);
  });

  describe('editing', () => {
    const update = (
      id: string,
      fields: Record<string, string>,
      images: Array<{ body: Buffer; name: string }> = [],
      auth = host.auth,
    ) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/venue/${id}/update`,
        headers: auth,
        payload: listingForm(fields, images),
      });

    it('updates fields, deletes and adds images, keeps approval, and removes deleted files', async () => {
      const venue = await createListing(context, host, listingFields(backyard), { images: 4 });
      const [wifi] = await amenityIds(context, 1);
      const removed = venue.images.slice(0, 2);
      const response = await update(
        venue.uuid,
        {
          title: 'Renamed Yard',
          rent: '40',
          status: '2',
          amenityIds: JSON.stringify([wifi]),
          deleteImages: JSON.stringify(removed),
          guestLimit: '{"adults":3,"children":0,"infants":0}',
        },
        await imageFiles(1),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(Messages.listingUpdated);
      const data = response.json().data;
      expect(data).toMatchObject({
        title: 'Renamed Yard',
        rent: 40,
        status: 2,
        approved: true,
        amenityIds: [wifi],
        guestLimit: { adults: 3 },
      });
      expect(data.images).toHaveLength(3);
      expect(data.images).not.toContain(removed[0]);
      expect(data.images.slice(0, 2)).toEqual(venue.images.slice(2));
      await deps.jobs.drain();
      for (const gone of removed) expect(fs.existsSync(path.join(context.dataDir, gone))).toBe(false);
    });

    it('checks the final image count: existing − deleted + new ≥ 3', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      const response = await update(venue.uuid, { deleteImages: JSON.stringify([venue.images[0]]) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(Messages.listingNeedsThreeImages);
      const replaced = await update(
        venue.uuid,
        { deleteImages: JSON.stringify([venue.images[0]]) },
        await imageFiles(1),
      );
      expect(replaced.statusCode).toBe(200);
    });

    it('refuses a category or slot change, and images that are not the listing’s', async () => {
      const venue = await createListing(context, host, listingFields(parking, { slots: '3' }));
      const category = await update(venue.uuid, { categoryId: backyard });
      expect(category.json().message).toBe(Messages.categoryNotEditable);
      const slots = await update(venue.uuid, { slots: '5' });
      expect(slots.json().message).toBe(Messages.slotsNotEditable);
      expect((await update(venue.uuid, { categoryId: parking, slots: '3', title: 'Same category' })).statusCode).toBe(
        200,
      );
      const foreign = await update(venue.uuid, { deleteImages: '["uploads/venues/aa/not-mine.webp"]' });
      expect(foreign.statusCode).toBe(400);
    });

    it('answers 404 to anyone but the owner or an admin', async () => {
      const venue = await createListing(context, host, listingFields(backyard));
      const otherHost = await createHost(context);
      expect((await update(venue.uuid, { title: 'Hijack' }, [], otherHost.auth)).statusCode).toBe(404);
      expect((await update('not-a-uuid', { title: 'x' })).statusCode).toBe(404);
      const admin = await createUser(deps, { isAdmin: true });
      expect((await update(venue.uuid, { title: 'Fixed by admin' }, [], bearer(admin.accessToken))).statusCode).toBe(
        200,
      );
    });

    it('deletes only for the owner; the listing leaves search, favourites and the hosted list', async () => {
      const venue = await createListing(context, host, listingFields(backyard, { title: 'Doomed Garden Party Spot' }));
      const customer = await createUser(deps);
      await app.inject({
        method: 'POST',
        url: `/api/v1/venue/favourite/add/${venue.uuid}`,
        headers: bearer(customer.accessToken),
      });
      const stranger = await createHost(context);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/v1/venue/${venue.uuid}/delete`, headers: stranger.auth }))
          .statusCode,
      ).toBe(404);
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/v1/venue/${venue.uuid}/delete  `,
        headers: host.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(Messages.deletedSuccessfully);
      expect((await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view/public` })).statusCode).toBe(
        404,
      );
      const search = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/public?search=doomed' });
      expect(search.json().count).toBe(0);
      const favourites = await app.inject({
        method: 'GET',
        url: '/api/v1/venue/favourite/viewall',
        headers: bearer(customer.accessToken),
      });
      expect(favourites.json().data).toEqual([]);
      const hosted = await app.inject({ method: 'GET', url: '/api/v1/venue/viewall/hosted', headers: host.auth });
      expect(hosted.json().data.map((item: { uuid: string }) => item.uuid)).not.toContain(venue.uuid);
    });
  });
});
