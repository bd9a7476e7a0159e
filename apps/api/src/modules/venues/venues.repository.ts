import type { BookingRules } from '@app/contract';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { UNPREPARED } from '../../db/prepared.ts';
import { favourites, venueAmenities, venueImages, venues } from '../../db/schema.ts';
import { accountBlocked, accountOf } from '../accounts/accounts.parts.ts';
import { amenitiesAmong, amenityOf, categoryOf } from '../catalog/catalog.parts.ts';
import { listingRecordFrom } from './venues.parts.ts';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenueRow = typeof venues.$inferInsert;
export type VenueImageRow = typeof venueImages.$inferSelect;

/** One listing with what every presentation needs (category, host, images, amenities). */
export interface VenueRecord {
  id: string;
  host_id: string;
  category_id: string;
  title: string;
  description: string;
  status: number;
  rent_cents: number;
  slots: number | null;
  address: string;
  latitude: number;
  longitude: number;
  zipcode: string;
  timezone: string;
  max_adults: number;
  max_children: number;
  max_infants: number;
  approved: boolean;
  rejection_reason: string | null;
  unpublish_reason: string | null;
  rating: number;
  review_count: number;
  scheduling_period: number;
  availability_version: number;
  booking_rules: Partial<BookingRules>;
  created_at: string | Date;
  category_name: string;
  category_has_slots: boolean;
  category_slot_prefix: string | null;
  host_name: string;
  host_designation: string | null;
  host_status: number;
  images: string[];
  thumbnails: string[];
  amenities: Array<{ uuid: string; name: string }>;
  is_favourite: boolean;
  distance_miles: number | null;
  total_count?: number;
}

/**
 * SQL for the bookable set: approved, active, not deleted, host active. The host is tested without a join: a search
 * counts up to 1,001 listings, and looking each one's host up cost more than finding it. Blocked accounts are few
 * (`accountBlocked`), so PostgreSQL hashes them once and a location count is answered from
 * `venues_listed_location_idx` alone (index-only).
 */
const searchableVenue = sql`v.approved and v.status = 1 and v.deleted_at is null
  and not ${accountBlocked(sql`v.host_id`)}`;

const venueColumns = (viewerId: string | undefined, distance: SQL | undefined) => sql`
  v.id, v.host_id, v.category_id, v.title, v.description, v.status, v.rent_cents, v.slots, v.address,
  v.latitude, v.longitude, v.zipcode, v.timezone, v.max_adults, v.max_children, v.max_infants, v.approved,
  v.rejection_reason, v.unpublish_reason, v.rating, v.review_count, v.scheduling_period, v.availability_version,
  v.booking_rules, v.created_at,
  c.name as category_name, c.has_slots as category_has_slots, c.slot_prefix as category_slot_prefix,
  u.display_name as host_name, u.designation as host_designation, u.status as host_status,
  coalesce((select json_agg(i.path order by i.position) from venue_images i where i.venue_id = v.id), '[]'::json) as images,
  coalesce((select json_agg(i.thumbnail_path order by i.position) from venue_images i where i.venue_id = v.id), '[]'::json) as thumbnails,
  coalesce((select json_agg(json_build_object('uuid', a.id, 'name', a.name) order by a.sort_order)
    from venue_amenities va join lateral ${amenityOf(sql`va.amenity_id`)} a on true where va.venue_id = v.id), '[]'::json)
    as amenities,
  ${viewerId ? sql`exists (select 1 from favourites f where f.venue_id = v.id and f.user_id = ${viewerId})` : sql`false`} as is_favourite,
  ${distance ?? sql`null::float8`} as distance_miles`;

/**
 * A listing's record. `extra`, a column of another module's over the listing `v`, its host `u` and its category `c`
 * (`listingRecordFrom`: the hours a booking asks for that are taken, its `bookingDigest`), is read in the same
 * statement and returned beside the record.
 */
export async function findVenueRecord(
  executor: Executor,
  id: string,
  viewerId?: string,
  extra?: SQL,
): Promise<(VenueRecord & { extra?: unknown }) | undefined> {
  const [row] = await queryRows<VenueRecord & { extra?: unknown }>(
    executor,
    sql`select ${venueColumns(viewerId, undefined)}${extra ? sql`, ${extra} as extra` : sql``} ${listingRecordFrom}
      where v.id = ${id} and v.deleted_at is null`,
  );
  return row;
}

export async function findVenueRow(executor: Executor, id: string): Promise<VenueRow | undefined> {
  const [row] = await executor
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), isNull(venues.deletedAt)))
    .limit(1);
  return row;
}

export async function lockVenueRow(executor: Executor, id: string) {
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`select id from venues where id = ${id} and deleted_at is null for update`,
  );
  return row;
}

export async function insertVenue(executor: Executor, values: NewVenueRow) {
  const [row] = await executor.insert(venues).values(values).returning();
  return row!;
}

export async function updateVenue(executor: Executor, id: string, patch: Partial<NewVenueRow>) {
  await executor
    .update(venues)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(venues.id, id));
}

/** The listing's booking rules, replaced; a new schedule version, since they decide which hours are bookable. */
export async function saveBookingRules(executor: Executor, id: string, rules: Partial<BookingRules>) {
  await executor
    .update(venues)
    .set({ bookingRules: rules, availabilityVersion: sql`${venues.availabilityVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(venues.id, id));
}

export async function listImages(executor: Executor, venueId: string): Promise<VenueImageRow[]> {
  return executor.select().from(venueImages).where(eq(venueImages.venueId, venueId)).orderBy(asc(venueImages.position));
}

export async function insertImages(executor: Executor, rows: Array<typeof venueImages.$inferInsert>) {
  if (rows.length) await executor.insert(venueImages).values(rows);
}

export async function deleteImagesByPath(executor: Executor, venueId: string, paths: string[]) {
  if (!paths.length) return;
  await executor.delete(venueImages).where(and(eq(venueImages.venueId, venueId), inArray(venueImages.path, paths)));
}

/** Deletes every image row of a listing and returns what they pointed to. */
export async function deleteAllImages(executor: Executor, venueId: string) {
  return executor
    .delete(venueImages)
    .where(eq(venueImages.venueId, venueId))
    .returning({ path: venueImages.path, thumbnailPath: venueImages.thumbnailPath });
}

export async function renumberImages(executor: Executor, venueId: string) {
  await executor.execute(sql`
    update venue_images i set position = ordered.rank
    from (select id, row_number() over (order by position, created_at) - 1 as rank from venue_images where venue_id = ${venueId}) ordered
    where i.id = ordered.id`);
}

export async function replaceAmenities(executor: Executor, venueId: string, amenityIds: string[]) {
  await executor.delete(venueAmenities).where(eq(venueAmenities.venueId, venueId));
  if (amenityIds.length) {
    await executor.insert(venueAmenities).values(amenityIds.map((amenityId) => ({ venueId, amenityId })));
  }
}

export async function findCategory(executor: Executor, id: string) {
  const [row] = await queryRows<{ id: string; name: string; hasSlots: boolean; slotPrefix: string | null }>(
    executor,
    sql`select c.id, c.name, c.has_slots as "hasSlots", c.slot_prefix as "slotPrefix" from ${categoryOf(sql`${id}`)} c`,
  );
  return row;
}

export async function countKnownAmenities(executor: Executor, ids: string[]) {
  if (!ids.length) return 0;
  const [row] = await queryRows<{ known: number }>(
    executor,
    sql`select count(*)::int as known from ${amenitiesAmong(ids)} known`,
  );
  return Number(row?.known ?? 0);
}

export async function softDeleteVenue(executor: Executor, id: string) {
  await executor
    .update(venues)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(venues.id, id));
  await executor.delete(favourites).where(eq(favourites.venueId, id));
}

export interface SearchFilters {
  terms: string[];
  categoryId?: string;
  zipcode?: string;
  point?: { latitude: number; longitude: number; radiusMiles: number };
  excludeHostId?: string;
  viewerId?: string;
  /** Only listings with at least one free hour-slot between these dates (`venues.open_days`). */
  availableDates?: { from: string; to: string };
  /** The map's visible area (degrees), instead of a point and radius. */
  box?: { minLng: number; minLat: number; maxLng: number; maxLat: number };
  /** The base rent an hour, in cents, at least / at most. */
  rentCents?: { min?: number; max?: number };
  /** Adults and children the listing takes, at least. */
  guests?: number;
  /** Every one of these amenities. */
  amenityIds?: string[];
  /** Only listings booked at once (not by request). */
  instantBook?: boolean;
  sort: 'distance' | 'rating' | 'newest' | 'popular' | 'price_asc' | 'price_desc';
  limit: number;
  offset: number;
}

const METERS_PER_MILE = 1609.344;

/** Search statements are planned for their own words, place and dates (db/prepared.ts). */
const unprepared = sql.raw(UNPREPARED);

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Date search: `open_days` holds exactly the open days of each listing's bookable window (GIN index). */
function dateCondition(dates: { from: string; to: string }) {
  const first = Date.parse(`${dates.from}T00:00:00Z`) / 86_400_000;
  const last = Date.parse(`${dates.to}T00:00:00Z`) / 86_400_000;
  const days = Array.from({ length: Math.max(0, Math.min(last - first, 400)) + 1 }, (_unused, index) => first + index);
  return sql`v.open_days && ${`{${days.join(',')}}`}::int[]`;
}

/**
 * The listing has every one of `amenityIds`: one probe of `venue_amenities`' primary key per amenity, so the search
 * walks listings in its order (or its other filters' index) and stops when the page is full. Grouping the listings of
 * each amenity first read ~40,000 rows a request at 100,000 listings (a common amenity): 11 searches a second.
 */
const venueHasAmenities = (amenityIds: string[]) =>
  sql.join(
    amenityIds.map(
      (id) => sql`exists (select 1 from venue_amenities va where va.venue_id = v.id and va.amenity_id = ${id}::uuid)`,
    ),
    sql` and `,
  );

/** Earth's radius as the earthdistance extension takes it (its `earth()`), in meters. */
const EARTH_METERS = 6_378_168;

/** The great-circle distance in meters between two points in degrees (haversine, on earthdistance's sphere). */
function metersBetween(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(latitudeB - latitudeA);
  const dLng = radians(longitudeB - longitudeA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(latitudeA)) * Math.cos(radians(latitudeB)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The map's box: the circle around its centre through its farthest corner narrows the listings by the location index
 * (GiST, as a radius search does), then the box itself decides. A latitude range alone spans the continent's width.
 */
function boxConditions(box: NonNullable<SearchFilters['box']>) {
  const { minLng, minLat, maxLng, maxLat } = box;
  const latitude = (minLat + maxLat) / 2;
  const longitude = (minLng + maxLng) / 2;
  const reach =
    Math.max(
      metersBetween(latitude, longitude, minLat, minLng),
      metersBetween(latitude, longitude, minLat, maxLng),
      metersBetween(latitude, longitude, maxLat, minLng),
      metersBetween(latitude, longitude, maxLat, maxLng),
    ) *
      1.001 +
    1;
  return [
    sql`earth_box(ll_to_earth(${latitude}::float8, ${longitude}::float8), ${reach}::float8) @> ll_to_earth(v.latitude, v.longitude)`,
    sql`v.latitude between ${minLat}::float8 and ${maxLat}::float8`,
    sql`v.longitude between ${minLng}::float8 and ${maxLng}::float8`,
  ];
}

export async function searchVenues(executor: Executor, filters: SearchFilters) {
  const conditions: SQL[] = [searchableVenue];
  if (filters.excludeHostId) conditions.push(sql`v.host_id <> ${filters.excludeHostId}`);
  if (filters.categoryId) conditions.push(sql`v.category_id = ${filters.categoryId}`);
  if (filters.zipcode) conditions.push(sql`v.zipcode = ${filters.zipcode}`);
  if (filters.terms.length) {
    // Typo tolerance on the (small) vocabulary, not on every document: each term becomes itself plus the known
    // words it resembles, and documents match any of them by substring (GIN trigram index, cheap recheck).
    const expansions = await queryRows<{ term: string; words: string[] }>(
      executor,
      sql`${unprepared} select t as term, array(select w.word from search_words w where t <% w.word) as words
        from unnest(array[${sql.join(
          filters.terms.map((term) => sql`${term}`),
          sql`, `,
        )}]::text[]) t`,
    );
    for (const { term, words } of expansions) {
      const patterns = [...new Set([term, ...words])].map((word) => sql`v.search_document like ${likePattern(word)}`);
      conditions.push(sql`(${sql.join(patterns, sql` or `)})`);
    }
  }
  let distance: SQL | undefined;
  let nearest: SQL | undefined;
  if (filters.point) {
    const center = sql`ll_to_earth(${filters.point.latitude}::float8, ${filters.point.longitude}::float8)`;
    const radiusMeters = filters.point.radiusMiles * METERS_PER_MILE;
    distance = sql`(earth_distance(${center}, ll_to_earth(v.latitude, v.longitude)) / ${METERS_PER_MILE})`;
    // Same order as earth_distance, but served by the GiST index (KNN) so LIMIT stops early.
    nearest = sql`ll_to_earth(v.latitude, v.longitude) <-> ${center}`;
    // earth_box is the index-backed pre-filter; earth_distance makes the circle exact.
    conditions.push(sql`earth_box(${center}, ${radiusMeters}::float8) @> ll_to_earth(v.latitude, v.longitude)`);
    conditions.push(sql`earth_distance(${center}, ll_to_earth(v.latitude, v.longitude)) <= ${radiusMeters}::float8`);
  }
  if (filters.availableDates) conditions.push(dateCondition(filters.availableDates));
  if (filters.box) conditions.push(...boxConditions(filters.box));
  if (filters.rentCents?.min !== undefined) conditions.push(sql`v.rent_cents >= ${filters.rentCents.min}::int`);
  if (filters.rentCents?.max !== undefined) conditions.push(sql`v.rent_cents <= ${filters.rentCents.max}::int`);
  if (filters.guests !== undefined) conditions.push(sql`v.max_adults + v.max_children >= ${filters.guests}::int`);
  if (filters.amenityIds) conditions.push(venueHasAmenities(filters.amenityIds));
  // A rule left out is at its default (instant).
  if (filters.instantBook) conditions.push(sql`coalesce(v.booking_rules->>'bookingMode', 'instant') = 'instant'`);
  const where = sql.join(conditions, sql` and `);
  const matching = (column: SQL) =>
    filters.terms.length && filters.categoryId && filters.point
      ? documentHalves(where, column)
      : sql`select ${column} from venues v where ${where} limit ${SEARCH_COUNT_CAP + 1}`;
  const order =
    filters.sort === 'distance' && nearest
      ? nearest
      : filters.sort === 'newest'
        ? sql`v.created_at desc, v.id`
        : filters.sort === 'popular'
          ? sql`v.rating desc, v.review_count desc, v.created_at desc, v.id`
          : filters.sort === 'price_asc'
            ? sql`v.rent_cents, v.rating desc, v.id`
            : filters.sort === 'price_desc'
              ? sql`v.rent_cents desc, v.rating desc, v.id`
              : sql`v.rating desc, v.created_at desc, v.id`;
  // Where the page finds the matches before sorting them (total within the cap, not nearest first), the count brings
  // their ids, and the page sorts those instead of finding them again: one evaluation of every condition, not two.
  // Not for a word in a category and a radius, whose count reads only its index (documentHalves): ids need the table.
  const idsWithCount = order !== nearest && !(filters.terms.length && filters.categoryId && filters.point);
  return {
    /** Matches up to `SEARCH_COUNT_CAP + 1`: the total, or the sign that there are more than the cap. */
    countMatches: () => countMatches(executor, matching(sql`1`)),
    /** The total as `countMatches` gives it, and the matches' ids where the page can sort them (within the cap). */
    findMatches: async (): Promise<{ total: number; ids?: string[] }> => {
      if (!idsWithCount) return { total: await countMatches(executor, matching(sql`1`)) };
      const [found] = await queryRows<{ ids: string[] | null }>(
        executor,
        sql`${unprepared} select array_agg(matches.id) as ids from (${matching(sql`v.id`)}) matches`,
      );
      const ids = found?.ids ?? [];
      return ids.length <= SEARCH_COUNT_CAP ? { total: ids.length, ids } : { total: ids.length };
    },
    /** The count's statement, for plan tests. */
    countStatement: countStatement(matching(sql`1`)),
    /**
     * Every match counted by base rent: element i is the number renting from `edgesCents[i]` up to the next edge
     * (the last one open). Not capped like the total: a price histogram of the first 1,001 matches would be wrong.
     */
    countByRent: async (edgesCents: readonly number[]) => {
      const rows = await queryRows<{ band: number; total: number }>(
        executor,
        sql`${unprepared} select width_bucket(v.rent_cents, ${`{${edgesCents.join(',')}}`}::int[]) as band,
          count(*)::int as total from venues v where ${where} group by 1`,
      );
      const counts = edgesCents.map(() => 0);
      // width_bucket counts from 1 for the first edge; 0 (below it) cannot happen with an edge at 0.
      for (const row of rows) if (row.band >= 1) counts[row.band - 1] = Number(row.total);
      return counts;
    },
    /**
     * One page of cards. With the total known to be within the cap, the matches are found first (by whichever index
     * narrows them best) and only they are sorted. With more than the cap, the matches are dense enough to walk the
     * order's index until the page is full. Walking it for a rare match is what must not happen: a date with no open
     * listing was estimated at 0.5 % of them, and the walk read all 1,000,000 listings (5 s) to return nothing.
     * Nearest-first needs neither: its walk never leaves the search's box. `ids`: the matches, from `findMatches`.
     */
    page: async (total: number, ids?: string[]) =>
      ids?.length === 0
        ? []
        : findPage(
            executor,
            filters,
            where,
            order,
            distance,
            ids
              ? sql`select v.id from venues v where v.id = any(${`{${ids.join(',')}}`}::uuid[])`
              : total <= SEARCH_COUNT_CAP && order !== nearest
                ? matching(sql`v.id`)
                : undefined,
          ),
  };
}

async function findPage(
  executor: Executor,
  filters: SearchFilters,
  where: SQL,
  order: SQL,
  distance: SQL | undefined,
  /** The ids of the first 1,001 matches, when there are few enough to find them first. */
  fewMatches: SQL | undefined,
) {
  // The total may be up to 10 s old (the service's count cache): a search that has since passed the cap is paged
  // from its first 1,001 matches until the total is counted again.
  const pageIds = fewMatches
    ? sql`select v.id from (${fewMatches}) matches join venues v on v.id = matches.id`
    : sql`select v.id from venues v where ${where}`;
  // The page's ids first (narrow, stops at offset + limit), then the card columns for those rows only.
  return queryRows<VenueRecord>(
    executor,
    sql`${unprepared} with page as materialized (
        select v.id, row_number() over () as position from (
          ${pageIds} order by ${order} limit ${filters.limit} offset ${filters.offset}) v)
      select ${venueColumns(filters.viewerId, distance)}
      from page join venues v on v.id = page.id join lateral ${accountOf(sql`v.host_id`)} u on true
        join lateral ${categoryOf(sql`v.category_id`)} c on true
      order by page.position`,
  );
}

/**
 * Exact totals up to this many matches; beyond it the answer is the cap and `countCapped` (counting every
 * match of a broad search costs O(matches) per request: ~70 ms for 45k matches at 100k listings).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Index rows hold at most ~8 KB, so the category's location index that carries each listing's search document
 * (migration 0028) holds the listings whose document fits, and a small index holds the rest.
 */
const INDEXED_DOCUMENT_BYTES = 6000;

/**
 * The first 1,001 matches of a word within a category and a radius, from the two indexes in turn: those whose
 * search document the index holds, read without the table, then the few whose document is too long for it.
 */
const documentHalves = (where: SQL, column: SQL) => {
  const half = (fits: SQL) =>
    sql`(select ${column} from venues v where ${where} and ${fits} limit ${SEARCH_COUNT_CAP + 1})`;
  const bytes = sql`octet_length(v.search_document)`;
  const bound = sql.raw(String(INDEXED_DOCUMENT_BYTES));
  return sql`select ${column} from (${half(sql`${bytes} <= ${bound}`)} union all ${half(sql`${bytes} > ${bound}`)}) v
    limit ${SEARCH_COUNT_CAP + 1}`;
};

const countStatement = (matches: SQL) => sql`${unprepared} select count(*)::int as total from (${matches}) matches`;

async function countMatches(executor: Executor, matches: SQL) {
  const [counted] = await queryRows<{ total: number }>(executor, countStatement(matches));
  return Number(counted?.total ?? 0);
}

/** Bookable listings for the sitemap, most recently changed first (a sitemap file holds at most 50,000 URLs). */
export async function listSitemapVenues(executor: Executor, limit: number) {
  return queryRows<{ id: string; updated_at: Date | string }>(
    executor,
    sql`select v.id, v.updated_at ${listingRecordFrom} where ${searchableVenue} order by v.updated_at desc, v.id limit ${limit}`,
  );
}

export async function listHostedVenues(executor: Executor, hostId: string) {
  return queryRows<VenueRecord>(
    executor,
    sql`select ${venueColumns(undefined, undefined)} ${listingRecordFrom} where v.host_id = ${hostId} and v.deleted_at is null order by v.created_at desc, v.id`,
  );
}

export async function listVenuesForReview(
  executor: Executor,
  approved: boolean | undefined,
  limit: number,
  offset: number,
) {
  const filter = approved === undefined ? sql`true` : sql`v.approved = ${approved}`;
  const rows = await queryRows<VenueRecord>(
    executor,
    sql`select ${venueColumns(undefined, undefined)}, count(*) over () as total_count ${listingRecordFrom}
      where v.deleted_at is null and ${filter} order by v.created_at asc, v.id limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export async function listFavouriteVenues(executor: Executor, userId: string) {
  return queryRows<VenueRecord>(
    executor,
    sql`select ${venueColumns(userId, undefined)} ${listingRecordFrom}
      join favourites fav on fav.venue_id = v.id and fav.user_id = ${userId}
      where ${searchableVenue} order by fav.created_at desc`,
  );
}

export async function addFavourite(executor: Executor, userId: string, venueId: string) {
  await executor.insert(favourites).values({ userId, venueId }).onConflictDoNothing();
}

export async function removeFavourite(executor: Executor, userId: string, venueId: string) {
  await executor.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.venueId, venueId)));
}

/** A listing's place in the admin workflow (AdminListingStates); an unpublished listing is status 2 whatever else. */
const listingState = sql`case when v.status = 2 then 'unpublished' when v.approved then 'approved'
  when v.rejection_reason is not null then 'rejected' else 'pending' end`;

export type ListingState = 'pending' | 'approved' | 'rejected' | 'unpublished';

export interface AdminListingFilter {
  id?: string;
  hostId?: string;
  /** Title, description or address. */
  search?: string;
  /** Host name or email. */
  host?: string;
  categoryId?: string;
  state?: ListingState;
  sort: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

export interface AdminListingRow {
  id: string;
  title: string;
  description: string;
  address: string;
  image: string | null;
  rent_cents: number;
  category_id: string;
  category_name: string;
  host_id: string;
  host_name: string;
  host_email: string;
  state: ListingState;
  rejection_reason: string | null;
  unpublish_reason: string | null;
  created_at: string | Date;
  reviewed_at: string | Date | null;
  total_count: number | string;
}

export async function listAdminListings(executor: Executor, filter: AdminListingFilter) {
  const conditions: SQL[] = [sql`v.deleted_at is null`];
  if (filter.id) conditions.push(sql`v.id = ${filter.id}`);
  if (filter.hostId) conditions.push(sql`v.host_id = ${filter.hostId}`);
  if (filter.categoryId) conditions.push(sql`v.category_id = ${filter.categoryId}`);
  if (filter.state) conditions.push(sql`${listingState} = ${filter.state}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(v.title ilike ${pattern} or v.description ilike ${pattern} or v.address ilike ${pattern})`);
  }
  if (filter.host) {
    const pattern = likePattern(filter.host);
    conditions.push(sql`(u.display_name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  const direction = filter.sort === 'oldest' ? sql`asc` : sql`desc`;
  // The page first, then the cover thumbnail for its rows only.
  const rows = await queryRows<AdminListingRow>(
    executor,
    sql`${unprepared} with page as materialized (
        select v.id, v.title, v.description, v.address, v.rent_cents, v.category_id, c.name as category_name,
          v.host_id, u.display_name as host_name, u.email as host_email, ${listingState} as state,
          v.rejection_reason, v.unpublish_reason, v.created_at, v.reviewed_at, count(*) over () as total_count
        ${listingRecordFrom} where ${sql.join(conditions, sql` and `)}
        order by v.created_at ${direction}, v.id ${direction} limit ${filter.limit} offset ${filter.offset})
      select p.*,
        (select i.thumbnail_path from venue_images i where i.venue_id = p.id order by i.position limit 1) as image
      from page p order by p.created_at ${direction}, p.id ${direction}`,
  );
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export async function countListingsInState(executor: Executor, state: ListingState) {
  const [row] = await queryRows<{ total: number }>(
    executor,
    sql`select count(*)::int as total from venues v where v.deleted_at is null and ${listingState} = ${state}`,
  );
  return Number(row?.total ?? 0);
}

export interface LockedListing {
  id: string;
  title: string;
  host_id: string;
  state: ListingState;
}

/** Locks listings (in id order, so concurrent reviews cannot deadlock) and reads their workflow state. */
export async function lockListings(executor: Executor, ids: string[]): Promise<LockedListing[]> {
  if (!ids.length) return [];
  return queryRows<LockedListing>(
    executor,
    sql`select v.id, v.title, v.host_id, ${listingState} as state from venues v
      where v.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and v.deleted_at is null order by v.id for update`,
  );
}
