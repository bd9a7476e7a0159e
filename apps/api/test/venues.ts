import { sql } from 'drizzle-orm';
import type { TestContext } from './app.ts';
import { formDataOf, pngImage } from './accounts.ts';
import { bearer, createUser } from './factories.ts';

export async function categoryIdOf(context: TestContext, slug: string) {
  const result = (await context.deps.db.execute(sql`select id from categories where slug = ${slug}`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no category ${slug}`);
  return id;
}

export async function amenityIds(context: TestContext, count: number) {
  const result = (await context.deps.db.execute(
    sql`select id from amenities order by sort_order limit ${count}`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  };
  return result.rows.map((row) => row.id);
}

export function listingFields(categoryId: string, overrides: Record<string, string> = {}) {
  return {
    title: 'Sunny Backyard with Pergola',
    description: 'A quiet green backyard with a pergola, string lights and a grill.',
    status: '1',
    rent: '25',
    categoryId,
    amenityIds: '[]',
    latitude: '40.7128',
    longitude: '-74.006',
    zipcode: '10001',
    address: '1 Main St, New York, NY 10001, US',
    guestLimit: JSON.stringify({ adults: '10', children: '5', infants: '2' }),
    timezone: 'America/New_York',
    ...overrides,
  };
}

export async function imageFiles(count: number) {
  const files: Array<{ body: Buffer; name: string }> = [];
  for (let index = 0; index < count; index++)
    files.push({ body: await pngImage(80 + index, 60), name: `photo-${index}.png` });
  return files;
}

/** Multipart with repeated `images` parts, as browsers send them. */
export function listingForm(fields: Record<string, string>, images: Array<{ body: Buffer; name: string }>) {
  const form = formDataOf(fields);
  for (const image of images) form.append('images', new Blob([new Uint8Array(image.body)]), image.name);
  return form;
}

export async function createHost(context: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const host = await createUser(context.deps, { isHost: true, displayName: 'Harper Host', ...overrides });
  return { ...host, auth: bearer(host.accessToken) };
}

/** Creates a listing through the API as the given host; approves it unless told otherwise. */
export async function createListing(
  context: TestContext,
  host: { auth: Record<string, string> },
  fields: Record<string, string>,
  options: { approve?: boolean; images?: number } = {},
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/venue/create',
    headers: host.auth,
    payload: listingForm(fields, await imageFiles(options.images ?? 3)),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  const venue = response.json().data as { uuid: string; images: string[] };
  if (options.approve !== false)
    await context.deps.db.execute(sql`update venues set approved = true where id = ${venue.uuid}`);
  return venue;
}
