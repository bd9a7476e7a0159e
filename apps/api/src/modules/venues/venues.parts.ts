import { sql, type SQL } from 'drizzle-orm';
import { accountOf } from '../accounts/accounts.parts.ts';
import { categoryOf } from '../catalog/catalog.parts.ts';

/*
 * What other modules read and keep of listings, as pieces of their own statements (this module owns `venues`,
 * `venue_images`, `venue_amenities` and `favourites`). A subquery over one listing's key is joined
 * `join lateral … on true`: PostgreSQL pulls it up into a plain join on the key, so the statement is planned as if it
 * joined the table. Two columns of a listing are kept by other modules, through the statements below: its open days
 * (availability) and its rating (reviews).
 */

/** The listing `venueId` names, deleted or not: one row, or none. */
export const listingOf = (venueId: SQL) =>
  sql`(select id, host_id, category_id, title, address, timezone from venues listing where listing.id = ${venueId})`;

/** The paths of the listing's photos in their order, as a JSON array. */
export const listingImagePaths = (venueId: SQL) =>
  sql`coalesce((select json_agg(i.path order by i.position) from venue_images i where i.venue_id = ${venueId}), '[]'::json)`;

/** How many listings the host has that are not deleted. */
export const liveListingCountOf = (hostId: SQL) =>
  sql`(select count(*) from venues v where v.host_id = ${hostId} and v.deleted_at is null)`;

/** The listings that use a catalog entry, as one row: all of them (deleted ones included) and the live ones. */
export const listingsInCategory = (categoryId: SQL) =>
  sql`(select count(*)::int as total, (count(*) filter (where deleted_at is null))::int as live
    from venues where category_id = ${categoryId})`;
export const listingsWithAmenity = (amenityId: SQL) =>
  sql`(select count(*)::int as total, (count(*) filter (where v.deleted_at is null))::int as live
    from venue_amenities va join venues v on v.id = va.venue_id where va.amenity_id = ${amenityId})`;

/** A listing with its host `u` and its category `c`: the FROM of this module's record reads. */
export const listingRecordFrom = sql`from venues v join lateral ${accountOf(sql`v.host_id`)} u on true
  join lateral ${categoryOf(sql`v.category_id`)} c on true`;

/**
 * Everything of a listing that a booking request decides on or shows, as one value over a record read's listing `v`,
 * host `u` and category `c` (`listingRecordFrom`; `extra` of the record read): bookable or not, the schedule
 * version, the rules and price, and what the answer and the notifications show of it. Any change to them changes it.
 */
export const bookingDigest = sql`md5(row(v.availability_version, v.timezone, v.scheduling_period, v.slots, v.max_adults,
  v.max_children, v.max_infants, v.rent_cents, v.status, v.approved, v.deleted_at, v.host_id, v.title, v.address,
  v.category_id, v.booking_rules, u.status, c.name, c.has_slots,
  (select array_agg(i.path order by i.position) from venue_images i where i.venue_id = v.id))::text)`;

/** Whether the listing's `bookingDigest` is still `digest` (false when there is no such listing). */
export const bookingDigestIs = (venueId: SQL, digest: SQL) =>
  sql`exists (select 1 ${listingRecordFrom} where v.id = ${venueId} and ${bookingDigest} = ${digest})`;

/**
 * Locks the listing's open days for the rest of the transaction (NO KEY UPDATE, as the update itself would) and reads
 * them with what computes them; slots are null for a listing booked as one unit.
 */
export const lockOpenDaysStatement = (venueId: string) =>
  sql`select v.open_days, to_char(v.open_dates_computed_on, 'YYYY-MM-DD') as computed_on, v.availability_version,
    v.timezone, v.scheduling_period, v.booking_rules, case when c.has_slots then v.slots end as slots
    from venues v join lateral ${categoryOf(sql`v.category_id`)} c on true where v.id = ${venueId} for no key update of v`;

/**
 * Stores the listing's open days (day numbers since 1970-01-01), with the date they were computed on when given.
 * `scheduleChanged` also moves the schedule version, which keys cached expansions and is in the `bookingDigest`.
 */
export const saveOpenDaysStatement = (
  venueId: string,
  days: number[],
  options: { computedOn?: string; scheduleChanged?: boolean } = {},
) =>
  sql`update venues set open_days = ${`{${days.join(',')}}`}::int[]${
    options.computedOn ? sql`, open_dates_computed_on = ${options.computedOn}::date` : sql``
  }${options.scheduleChanged ? sql`, availability_version = availability_version + 1` : sql``} where id = ${venueId}`;

/** Listings (not deleted) whose open days were computed before `staleBefore`, or never, the oldest first. */
export const staleOpenDaysStatement = (staleBefore: string, limit: number) =>
  sql`select id from venues where deleted_at is null and (open_dates_computed_on is null or open_dates_computed_on < ${staleBefore}::date)
    order by open_dates_computed_on nulls first limit ${limit}`;

/**
 * Locks the listing before its rating is computed, so the rating is read after any other change of its reviews has
 * committed. NO KEY UPDATE: a review's insert holds a key-share lock on its listing, and a full update lock would
 * deadlock with another guest's.
 */
export const lockRatingStatement = (venueId: string) =>
  sql`select id from venues where id = ${venueId} for no key update`;

/** Stores the listing's rating and review count, computed by the caller's SQL. */
export const saveRatingStatement = (venueId: string, rating: { mean: SQL; count: SQL }) =>
  sql`update venues set rating = ${rating.mean}, review_count = ${rating.count} where id = ${venueId}`;
