import { sql, type SQL } from 'drizzle-orm';

/*
 * What other modules read of the catalog, as pieces of their own statements (this module owns `categories` and
 * `amenities`). A subquery over one entry's key is joined `join lateral … on true`: PostgreSQL pulls it up into a
 * plain join on the key, so the statement is planned as if it joined the table.
 */

/** The category `categoryId` names: one row, or none. `has_slots`: its listings are booked by the slot. */
export const categoryOf = (categoryId: SQL) =>
  sql`(select id, name, has_slots, slot_prefix from categories category where category.id = ${categoryId})`;

/** The amenity `amenityId` names: one row, or none. `sort_order` is the order the catalog lists amenities in. */
export const amenityOf = (amenityId: SQL) =>
  sql`(select id, name, sort_order from amenities amenity where amenity.id = ${amenityId})`;

/** Those of `ids` that name amenities, as a set of `id`. */
export const amenitiesAmong = (ids: string[]) =>
  sql`(select id from amenities where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
