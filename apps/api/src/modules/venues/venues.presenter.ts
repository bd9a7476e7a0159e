import { withDefaultRules, type AdminListing, type VenueCard, type VenueDetail } from '@app/contract';
import type { AdminListingRow, VenueRecord } from './venues.repository.ts';

export const DEFAULT_DESIGNATION = 'Venue Owner';

export const dollarsOf = (cents: number) => Math.round(cents) / 100;
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toVenueCard(record: VenueRecord): VenueCard {
  return {
    uuid: record.id,
    title: record.title,
    description: record.description,
    address: record.address,
    zipcode: record.zipcode,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
    images: record.images,
    thumbnails: record.thumbnails,
    rent: dollarsOf(record.rent_cents),
    rating: Number(record.rating),
    reviewCount: Number(record.review_count),
    category: { uuid: record.category_id, name: record.category_name },
    host: {
      userId: record.host_id,
      name: record.host_name,
      designation: record.host_designation || DEFAULT_DESIGNATION,
    },
    approved: record.approved,
    status: Number(record.status),
    slots: record.category_has_slots ? record.slots : null,
    guestLimit: { adults: record.max_adults, children: record.max_children, infants: record.max_infants },
    isFavourite: Boolean(record.is_favourite),
    distance:
      record.distance_miles === null || record.distance_miles === undefined
        ? null
        : Math.round(Number(record.distance_miles) * 10) / 10,
    rules: withDefaultRules(record.booking_rules),
  };
}

export function toVenueDetail(
  record: VenueRecord,
  extra: { schedules?: VenueDetail['schedules']; reservations?: VenueDetail['reservations']; showRejection: boolean },
): VenueDetail {
  const card = toVenueCard(record);
  return {
    ...card,
    category: {
      uuid: record.category_id,
      name: record.category_name,
      slots: record.category_has_slots,
      slotPrefix: record.category_slot_prefix,
    },
    categoryId: record.category_id,
    amenities: record.amenities.map((amenity) => ({ ...amenity, status: 1 })),
    amenityIds: record.amenities.map((amenity) => amenity.uuid),
    coordinates: { latitude: card.latitude, longitude: card.longitude },
    timezone: record.timezone,
    schedulingPeriod: record.scheduling_period,
    rejectionReason: extra.showRejection ? record.rejection_reason : null,
    unpublishReason: extra.showRejection ? record.unpublish_reason : null,
    schedules: extra.schedules ?? [],
    reservations: extra.reservations ?? [],
    createdAt: iso(record.created_at),
  };
}

export function toAdminListing(row: AdminListingRow): AdminListing {
  return {
    uuid: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    image: row.image,
    rentCents: Number(row.rent_cents),
    category: { uuid: row.category_id, name: row.category_name },
    host: { uuid: row.host_id, displayName: row.host_name, email: row.host_email },
    state: row.state,
    rejectionReason: row.rejection_reason,
    unpublishReason: row.unpublish_reason,
    createdAt: iso(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
  };
}

const schedulesJsonCache = new WeakMap<object, string>();

/**
 * `{ data: detail }` as JSON, reusing the serialised `schedules` of a cached array (it is the bulk
 * of the body: ~200 KB for a 10-slot listing over 60 days).
 */
export function serializeVenueDetailResponse(payload: { data: VenueDetail }) {
  const { schedules, ...rest } = payload.data;
  let schedulesJson = schedulesJsonCache.get(schedules);
  if (schedulesJson === undefined) {
    schedulesJson = JSON.stringify(schedules);
    schedulesJsonCache.set(schedules, schedulesJson);
  }
  const head = JSON.stringify({ data: rest });
  return `${head.slice(0, -2)},"schedules":${schedulesJson}}}`;
}
