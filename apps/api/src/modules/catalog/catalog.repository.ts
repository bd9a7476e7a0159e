import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { amenities, categories } from '../../db/schema.ts';
import { listingsInCategory, listingsWithAmenity } from '../venues/venues.parts.ts';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  hasSlots: categories.hasSlots,
  slotPrefix: categories.slotPrefix,
};
const amenityColumns = { id: amenities.id, name: amenities.name };
export type CategoryRecord = { id: string; name: string; hasSlots: boolean; slotPrefix: string | null };
export type AmenityRecord = { id: string; name: string };
export type CatalogKind = 'category' | 'amenity';
const tableOf = { category: sql.identifier('categories'), amenity: sql.identifier('amenities') };

/*
 * The admin lists count the listings that use each entry, live and deleted apart, and the in-use checks look at
 * every listing, deleted ones included: the foreign keys from listings are RESTRICT.
 */
export function createCatalogRepository(db: Executor) {
  return {
    listCategories() {
      return db.select(categoryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
    },
    listAmenities() {
      return db.select(amenityColumns).from(amenities).orderBy(asc(amenities.sortOrder), asc(amenities.name));
    },

    listCategoriesWithUse() {
      return queryRows<{
        id: string;
        name: string;
        has_slots: boolean;
        slot_prefix: string | null;
        listing_count: number;
        deleted_count: number;
      }>(
        db,
        sql`select c.id, c.name, c.has_slots, c.slot_prefix, listings.live as listing_count,
            listings.total - listings.live as deleted_count
          from categories c cross join lateral ${listingsInCategory(sql`c.id`)} listings
          order by c.sort_order, c.name`,
      );
    },
    listAmenitiesWithUse() {
      return queryRows<{ id: string; name: string; listing_count: number; deleted_count: number }>(
        db,
        sql`select a.id, a.name, listings.live as listing_count, listings.total - listings.live as deleted_count
          from amenities a cross join lateral ${listingsWithAmenity(sql`a.id`)} listings
          order by a.sort_order, a.name`,
      );
    },

    /** Locks the row for the rest of the transaction. */
    async lockCategory(id: string): Promise<CategoryRecord | undefined> {
      const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },
    async lockAmenity(id: string): Promise<AmenityRecord | undefined> {
      const [row] = await db.select(amenityColumns).from(amenities).where(eq(amenities.id, id)).for('update');
      return row;
    },

    /** Whether another entry of that kind already has this name, whatever its case. */
    async nameTaken(kind: CatalogKind, name: string, exceptId?: string) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from ${tableOf[kind]} where lower(name) = lower(${name})
          and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid) limit 1`,
      );
      return rows.length > 0;
    },

    /** Listings that use the entry: all of them (deleted included) and the live ones. */
    async usageOf(kind: CatalogKind, id: string) {
      const [row] = await queryRows<{ total: number; live: number }>(
        db,
        sql`select listings.total, listings.live
          from ${kind === 'category' ? listingsInCategory(sql`${id}`) : listingsWithAmenity(sql`${id}`)} listings`,
      );
      return { total: Number(row?.total ?? 0), live: Number(row?.live ?? 0) };
    },

    /** New entries sort last. Returns undefined when the slug is taken. */
    async insertCategory(values: { slug: string; name: string; hasSlots: boolean; slotPrefix: string | null }) {
      const [row] = await db
        .insert(categories)
        .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 10 from categories)` })
        .onConflictDoNothing({ target: categories.slug })
        .returning(categoryColumns);
      return row;
    },
    async insertAmenity(values: { slug: string; name: string }) {
      const [row] = await db
        .insert(amenities)
        .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 10 from amenities)` })
        .onConflictDoNothing({ target: amenities.slug })
        .returning(amenityColumns);
      return row;
    },

    async updateCategory(id: string, values: { name: string; hasSlots: boolean; slotPrefix: string | null }) {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning(categoryColumns);
      return row!;
    },
    async updateAmenity(id: string, values: { name: string }) {
      const [row] = await db.update(amenities).set(values).where(eq(amenities.id, id)).returning(amenityColumns);
      return row!;
    },

    async remove(kind: CatalogKind, id: string) {
      await db.execute(sql`delete from ${tableOf[kind]} where id = ${id}`);
    },
  };
}
