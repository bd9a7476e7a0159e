import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { queryRows } from '../../db/client.ts';
import { amenities, categories, users, venueAmenities, venueImages, venues } from '../../db/schema.ts';
import { DEMO_HISTORY_DAYS } from '../demo-bookings.ts';
import { mapLimit, renderDemoImage } from './images.ts';
import { DEMO_EXTRA_HOSTS, DEMO_HOST_PASSWORD, DEMO_LISTINGS, type DemoHostKey, type DemoListing } from './listings.ts';

/** Distinct pictures rendered per category; every listing shows all of them, starting from its own cover. */
export const DEMO_IMAGES_PER_CATEGORY = 4;

export interface DemoListingsResult {
  skipped: boolean;
  listings: number;
  images: number;
  renderedImages: number;
  ms: number;
}

/**
 * Seeds the demo listings (with extra demo hosts and generated pictures) into a database without
 * venues. Pictures are written through the storage like uploads; the rows go in one transaction
 * that re-checks, under an advisory lock, that no venue exists — otherwise the files are removed again.
 */
export async function seedDemoListings(
  deps: Pick<Deps, 'db' | 'storage'>,
  demoHostEmail: string,
  listings: readonly DemoListing[] = DEMO_LISTINGS,
): Promise<DemoListingsResult> {
  const startedAt = performance.now();
  const { db, storage } = deps;
  const done = (skipped: boolean, counts = { listings: 0, images: 0, renderedImages: 0 }) => ({
    skipped,
    ...counts,
    ms: Math.round(performance.now() - startedAt),
  });
  if (await anyVenueExists(db)) return done(true);

  // Plan every listing's pictures and upload keys first (each listing gets its own keys, as if uploaded).
  const now = Date.now();
  const planned = listings.map((listing, index) => {
    const cover = listing.cover ?? index;
    const images = Array.from({ length: DEMO_IMAGES_PER_CATEGORY }, (_, offset) => {
      const id = crypto.randomUUID();
      const base = `uploads/venues/${id.slice(0, 2)}/${id}`;
      const variant = (cover + offset) % DEMO_IMAGES_PER_CATEGORY;
      return { variant, path: `${base}.webp`, thumbnailPath: `${base}-thumb.webp`, width: 0, height: 0 };
    });
    // Listed over the weeks before the demo bookings began, so "newest" ordering looks natural; pending ones are new.
    const hoursAgo = listing.approved === false ? 2 : DEMO_HISTORY_DAYS * 24 + 6 + index * 29;
    const createdAt = new Date(now - hoursAgo * 3_600_000);
    return { listing, images, createdAt };
  });
  const pictureJobs = [...new Set(listings.map((listing) => listing.category))].flatMap((slug) =>
    Array.from({ length: DEMO_IMAGES_PER_CATEGORY }, (_, variant) => ({ slug, variant })),
  );

  const written: string[] = [];
  const writes: Array<Promise<unknown>> = [];
  const discard = async () => {
    await Promise.allSettled(writes);
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
  };
  const put = async (key: string, body: Buffer) => {
    await storage.put(key, body, 'image/webp');
    written.push(key);
  };
  try {
    // Rendering is the slow part (sharp's thread pool): the look-ups, the one password hash and the
    // file writes of finished pictures all overlap it.
    const lookups = Promise.all([
      ensureHosts(db, demoHostEmail),
      idsBySlug(db, categories, [...new Set(listings.map((listing) => listing.category))]),
      idsBySlug(db, amenities, [...new Set(listings.flatMap((listing) => listing.amenities))]),
    ]);
    lookups.catch(() => undefined);
    await mapLimit(pictureJobs, 2, async ({ slug, variant }) => {
      const picture = await renderDemoImage(slug, variant);
      const copies = planned
        .filter(({ listing }) => listing.category === slug)
        .flatMap(({ images }) => images.filter((image) => image.variant === variant));
      for (const copy of copies) Object.assign(copy, { width: picture.width, height: picture.height });
      const settled = Promise.all(
        copies.flatMap((copy) => [put(copy.path, picture.large), put(copy.thumbnailPath, picture.thumbnail)]),
      );
      settled.catch(() => undefined);
      writes.push(settled);
    });
    await Promise.all(writes);
    const [hostIds, categoryIds, amenityIds] = await lookups;
    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hourly-spaces:demo-listings'))`);
      if (await anyVenueExists(tx)) return false;
      const rows = await tx
        .insert(venues)
        .values(
          planned.map(({ listing, createdAt }) => ({
            hostId: hostIds[listing.host],
            categoryId: categoryIds.get(listing.category)!,
            title: listing.title,
            description: listing.description,
            status: 1,
            rentCents: listing.rentCents,
            slots: listing.slots ?? null,
            address: listing.address,
            latitude: listing.latitude,
            longitude: listing.longitude,
            zipcode: listing.zipcode,
            timezone: listing.timezone,
            maxAdults: listing.guests.adults,
            maxChildren: listing.guests.children,
            maxInfants: listing.guests.infants,
            approved: listing.approved ?? true,
            reviewedAt: listing.approved === false ? null : new Date(createdAt.getTime() + 5 * 3_600_000),
            createdAt,
            updatedAt: createdAt,
          })),
        )
        .returning({ id: venues.id });
      await tx.insert(venueImages).values(
        planned.flatMap(({ images }, index) =>
          images.map((image, position) => ({
            venueId: rows[index]!.id,
            position,
            path: image.path,
            thumbnailPath: image.thumbnailPath,
            width: image.width,
            height: image.height,
          })),
        ),
      );
      await tx
        .insert(venueAmenities)
        .values(
          planned.flatMap(({ listing }, index) =>
            listing.amenities.map((slug) => ({ venueId: rows[index]!.id, amenityId: amenityIds.get(slug)! })),
          ),
        );
      return true;
    });
    if (!inserted) {
      await discard();
      return done(true);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return done(false, {
    listings: planned.length,
    images: planned.reduce((sum, { images }) => sum + images.length, 0),
    renderedImages: pictureJobs.length,
  });
}

async function anyVenueExists(db: Pick<Deps['db'], 'execute'>) {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from venues) as found`);
  return Boolean(row?.found);
}

async function idsBySlug(db: Deps['db'], table: typeof categories | typeof amenities, slugs: string[]) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  const missing = slugs.filter((slug) => !ids.has(slug));
  if (missing.length) throw new Error(`demo listings: reference data is missing ${missing.join(', ')}`);
  return ids;
}

/** The demo host must exist already; the extra hosts are created (verified) when missing. */
async function ensureHosts(db: Deps['db'], demoHostEmail: string): Promise<Record<DemoHostKey, string>> {
  const extra = Object.entries(DEMO_EXTRA_HOSTS) as Array<
    [Exclude<DemoHostKey, 'demo'>, (typeof DEMO_EXTRA_HOSTS)['pools']]
  >;
  const emails = [demoHostEmail, ...extra.map(([, host]) => host.email)].map((email) => email.toLowerCase());
  const lookUp = async () => {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  };
  let ids = await lookUp();
  const missing = extra.filter(([, host]) => !ids.has(host.email.toLowerCase()));
  if (missing.length) {
    // argon2 is deliberately slow: one hash, shared by the extra demo hosts.
    const passwordHash = await hashPassword(DEMO_HOST_PASSWORD);
    await db
      .insert(users)
      .values(
        missing.map(([, host]) => ({
          displayName: host.name,
          email: host.email,
          phone: host.phone,
          passwordHash,
          emailVerified: true,
          phoneVerified: true,
          isHost: true,
          designation: host.designation,
          address: host.address,
          zipcode: host.zipcode,
          latitude: host.latitude,
          longitude: host.longitude,
        })),
      )
      .onConflictDoNothing();
    ids = await lookUp();
  }
  const idOf = (email: string) => {
    const id = ids.get(email.toLowerCase());
    if (!id) throw new Error(`demo listings: the demo host ${email} does not exist`);
    return id;
  };
  const result = { demo: idOf(demoHostEmail) } as Record<DemoHostKey, string>;
  for (const [key, host] of extra) result[key] = idOf(host.email);
  return result;
}
