import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminAmenityListResponseSchema,
  AdminAmenitySavedResponseSchema,
  AdminCategoryListResponseSchema,
  AdminCategorySavedResponseSchema,
  AdminMessages,
  Messages,
} from '@app/contract';
import { adminCallers, expectAdminOnly } from '../../../test/admin-access.ts';
import { createTestApp } from '../../../test/app.ts';
import { createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';
import { slugOf } from '../../lib/slug.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`catalog editing by admins (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const callers = await adminCallers(context);
  const admin = callers.admin;
  const host = await createHost(context);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: admin.auth, payload });
  const createCategory = async (body: object) => {
    const response = await call('POST', '/admin/category/create', body);
    expect(response.statusCode, response.body).toBe(201);
    return AdminCategorySavedResponseSchema.parse(response.json());
  };
  const createAmenity = async (name: string) => {
    const response = await call('POST', '/admin/amenity/create', { name });
    expect(response.statusCode, response.body).toBe(201);
    return AdminAmenitySavedResponseSchema.parse(response.json()).data;
  };
  const publicCategories = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/category/viewall/public' })).json().data as Array<{
      uuid: string;
      name: string;
      slots: boolean;
      slotPrefix: string | null;
    }>;
  const publicAmenities = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/amenity/viewall' })).json().data as Array<{
      uuid: string;
      name: string;
    }>;
  const auditOf = (targetId: string) =>
    queryRows<{ action: string; actor_id: string; target_label: string; details: Record<string, unknown> }>(
      deps.db,
      sql`select action, actor_id, target_label, details from audit_log where target_id = ${targetId} order by created_at`,
    );
  const storedSlug = async (table: 'categories' | 'amenities', id: string) =>
    (await queryRows<{ slug: string }>(deps.db, sql`select slug from ${sql.identifier(table)} where id = ${id}`))[0]!
      .slug;

  it('answers 404 to visitors, customers and hosts, 403 to a blocked admin, and serves admins', async () => {
    const category = (await createCategory({ name: 'Matrix Category' })).data;
    const amenity = await createAmenity('Matrix Amenity');
    const routes = [
      { method: 'GET', url: '/api/v1/admin/category/viewall' },
      { method: 'POST', url: '/api/v1/admin/category/create', payload: { name: 'Matrix Two' } },
      { method: 'PUT', url: `/api/v1/admin/category/${category.uuid}/update`, payload: { name: 'Matrix Renamed' } },
      { method: 'DELETE', url: `/api/v1/admin/category/${category.uuid}/delete` },
      { method: 'GET', url: '/api/v1/admin/amenity/viewall' },
      { method: 'POST', url: '/api/v1/admin/amenity/create', payload: { name: 'Matrix Amenity Two' } },
      { method: 'PUT', url: `/api/v1/admin/amenity/${amenity.uuid}/update`, payload: { name: 'Matrix Renamed' } },
      { method: 'DELETE', url: `/api/v1/admin/amenity/${amenity.uuid}/delete` },
    ] as const;
    for (const route of routes) await expectAdminOnly(context, callers, route);
    for (const [, headers] of callers.others) {
      const invalid = await app.inject({ method: 'POST', url: '/api/v1/admin/category/create', headers, payload: {} });
      expect(invalid.statusCode).toBe(404);
    }
  });

  it('creates a category last in the order with a slug from its name; the public list shows it at once', async () => {
    await publicCategories();
    const { data, message } = await createCategory({ name: '  Roof Terrace ', slots: false });
    expect(message).toBe(AdminMessages.created);
    expect(data).toEqual({
      uuid: data.uuid,
      name: 'Roof Terrace',
      slots: false,
      slotPrefix: null,
      listingCount: 0,
      deletedListingCount: 0,
    });
    expect(await storedSlug('categories', data.uuid)).toBe('roof-terrace');
    expect((await publicCategories()).at(-1)).toEqual({
      uuid: data.uuid,
      name: 'Roof Terrace',
      slots: false,
      slotPrefix: null,
    });
    const [entry] = await auditOf(data.uuid);
    expect(entry).toMatchObject({
      action: 'category.create',
      actor_id: admin.user.id,
      target_label: 'Roof Terrace',
      details: { before: null, after: data },
    });
  });

  it('keeps names unique whatever their case and slugs unique whatever the punctuation', async () => {
    const taken = await call('POST', '/admin/category/create', { name: 'swimming POOL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: AdminMessages.categoryNameTaken,
      details: { name: [AdminMessages.categoryNameTaken] },
    });
    const first = (await createCategory({ name: 'Dance Hall!' })).data;
    const second = (await createCategory({ name: 'Dance-Hall' })).data;
    expect(await storedSlug('categories', first.uuid)).toBe('dance-hall');
    expect(await storedSlug('categories', second.uuid)).toMatch(/^dance-hall-[0-9a-f]{8}$/);
    const renameTaken = await call('PUT', `/admin/category/${second.uuid}/update`, { name: 'DANCE HALL!' });
    expect(renameTaken.statusCode).toBe(409);
    // Its own name in another case is not "taken".
    const recased = await call('PUT', `/admin/category/${second.uuid}/update`, { name: 'dance-hall' });
    expect(recased.statusCode).toBe(200);
    expect(slugOf('Café Déjà Vu', 'category')).toBe('cafe-deja-vu');
    expect(slugOf('???', 'category')).toBe('category');
  });

  it('validates names and the slot prefix with the contract messages', async () => {
    const cases: Array<[string, object, string]> = [
      ['/admin/category/create', { name: '   ' }, AdminMessages.categoryNameRequired],
      ['/admin/category/create', {}, AdminMessages.categoryNameRequired],
      ['/admin/category/create', { name: 'Moorings', slots: true }, AdminMessages.slotPrefixRequired],
      ['/admin/category/create', { name: 'Moorings', slots: true, slotPrefix: ' ' }, AdminMessages.slotPrefixRequired],
      ['/admin/amenity/create', { name: '' }, AdminMessages.amenityNameRequired],
    ];
    for (const [url, body, message] of cases) {
      const response = await call('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const moorings = (await createCategory({ name: 'Moorings', slots: true, slotPrefix: 'Berth' })).data;
    expect(moorings).toMatchObject({ slots: true, slotPrefix: 'Berth' });
    // The prefix only means something with slots.
    const plain = (await createCategory({ name: 'Meadow', slots: false, slotPrefix: 'Spot' })).data;
    expect(plain.slotPrefix).toBeNull();
  });

  it('updates a category with before and after in the audit log; unknown ids are not found', async () => {
    const category = (await createCategory({ name: 'Boat Dock', slots: true, slotPrefix: 'Dock' })).data;
    const response = await call('PUT', `/admin/category/${category.uuid}/update`, {
      name: 'Boat Slip',
      slots: false,
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = AdminCategorySavedResponseSchema.parse(response.json());
    expect(message).toBe(AdminMessages.updated);
    expect(data).toMatchObject({ name: 'Boat Slip', slots: false, slotPrefix: null });
    expect(await storedSlug('categories', category.uuid)).toBe('boat-dock');
    expect((await publicCategories()).find((entry) => entry.uuid === category.uuid)?.name).toBe('Boat Slip');
    expect((await auditOf(category.uuid)).at(-1)).toMatchObject({
      action: 'category.update',
      details: { before: category, after: data },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('PUT', `/admin/category/${id}/update`, { name: 'Ghost' })).statusCode).toBe(404);
      expect((await call('DELETE', `/admin/category/${id}/delete`)).statusCode).toBe(404);
      expect((await call('PUT', `/admin/amenity/${id}/update`, { name: 'Ghost' })).statusCode).toBe(404);
    }
  });

  it('refuses to delete a category or amenity in use (deleted listings too) or to change the slots of one in use', async () => {
    const category = (await createCategory({ name: 'Treehouse' })).data;
    const amenity = await createAmenity('Rope Ladder');
    const listing = await createListing(
      context,
      host,
      listingFields(category.uuid, { title: 'Oak Treehouse', amenityIds: JSON.stringify([amenity.uuid]) }),
    );
    const categories = AdminCategoryListResponseSchema.parse((await call('GET', '/admin/category/viewall')).json());
    expect(categories.data.find((entry) => entry.uuid === category.uuid)?.listingCount).toBe(1);
    const amenities = AdminAmenityListResponseSchema.parse((await call('GET', '/admin/amenity/viewall')).json());
    expect(amenities.data.find((entry) => entry.uuid === amenity.uuid)?.listingCount).toBe(1);

    const slots = await call('PUT', `/admin/category/${category.uuid}/update`, {
      name: 'Treehouse',
      slots: true,
      slotPrefix: 'Branch',
    });
    expect(slots.statusCode).toBe(409);
    expect(slots.json().message).toBe(AdminMessages.categorySlotsInUse);
    // Renaming one in use is fine.
    expect((await call('PUT', `/admin/category/${category.uuid}/update`, { name: 'Tree House' })).statusCode).toBe(200);

    await deps.db.execute(sql`update venues set deleted_at = now() where id = ${listing.uuid}`);
    // The lists say what the refusal below looks at, so the console can tell before offering Delete.
    const counted = AdminCategoryListResponseSchema.parse((await call('GET', '/admin/category/viewall')).json());
    expect(counted.data.find((entry) => entry.uuid === category.uuid)).toMatchObject({
      listingCount: 0,
      deletedListingCount: 1,
    });
    const countedAmenities = AdminAmenityListResponseSchema.parse((await call('GET', '/admin/amenity/viewall')).json());
    expect(countedAmenities.data.find((entry) => entry.uuid === amenity.uuid)).toMatchObject({
      listingCount: 0,
      deletedListingCount: 1,
    });
    const renamedDeleted = await call('PUT', `/admin/category/${category.uuid}/update`, { name: 'Treehouse' });
    expect(renamedDeleted.json().data).toMatchObject({ listingCount: 0, deletedListingCount: 1 });
    for (const [url, message] of [
      [`/admin/category/${category.uuid}/delete`, AdminMessages.categoryInUse],
      [`/admin/amenity/${amenity.uuid}/delete`, AdminMessages.amenityInUse],
    ] as const) {
      const refused = await call('DELETE', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    expect((await publicCategories()).some((entry) => entry.uuid === category.uuid)).toBe(true);
    expect(await auditOf(amenity.uuid)).toHaveLength(1);
  });

  it('deletes unused entries, gone from the public lists at once, with the audit row', async () => {
    const category = (await createCategory({ name: 'Greenhouse' })).data;
    const amenity = await createAmenity('Hammock');
    expect((await publicAmenities()).at(-1)).toEqual({ uuid: amenity.uuid, name: 'Hammock' });
    for (const [kind, id] of [
      ['category', category.uuid],
      ['amenity', amenity.uuid],
    ] as const) {
      const response = await call('DELETE', `/admin/${kind}/${id}/delete`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { uuid: id }, message: Messages.deletedSuccessfully });
      expect((await auditOf(id)).at(-1)).toMatchObject({
        action: `${kind}.delete`,
        details: { after: null, before: expect.objectContaining({ uuid: id }) },
      });
    }
    expect((await publicCategories()).some((entry) => entry.uuid === category.uuid)).toBe(false);
    expect((await publicAmenities()).some((entry) => entry.uuid === amenity.uuid)).toBe(false);
  });

  it('renames and de-duplicates amenities like categories', async () => {
    const amenity = await createAmenity('Fire Pit');
    const taken = await call('POST', '/admin/amenity/create', { name: 'fire pit' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AdminMessages.amenityNameTaken);
    const renamed = await call('PUT', `/admin/amenity/${amenity.uuid}/update`, { name: 'Fire Bowl' });
    expect(renamed.json()).toEqual({
      data: { uuid: amenity.uuid, name: 'Fire Bowl', listingCount: 0, deletedListingCount: 0 },
      message: AdminMessages.updated,
    });
    expect(await storedSlug('amenities', amenity.uuid)).toBe('fire-pit');
    expect((await publicAmenities()).find((entry) => entry.uuid === amenity.uuid)?.name).toBe('Fire Bowl');
    expect((await auditOf(amenity.uuid)).map((row) => row.action)).toEqual(['amenity.create', 'amenity.update']);
  });

  it('settles two admins creating the same name at once: one wins, the other hears the name is taken', async () => {
    const responses = await Promise.all(
      [0, 1, 2].map(() => call('POST', '/admin/category/create', { name: 'Racing Track' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409))
      expect(response.json().message).toBe(AdminMessages.categoryNameTaken);
  });
});
