import type { AdminAmenity, AdminCategory } from '@app/contract';

type Counted = Pick<AdminCategory | AdminAmenity, 'listingCount' | 'deletedListingCount'>;

const listings = (count: number, kind = '') => `${count} ${kind}${count === 1 ? 'listing' : 'listings'}`;

/**
 * Whether the server keeps the entry: it refuses to delete it, or to change a category's slots, while any listing uses
 * it, deleted listings included (their bookings still point at it).
 */
export const inUse = (item: Counted) => item.listingCount + item.deletedListingCount > 0;

/** "3 listings", "1 deleted listing", "5 listings and 2 deleted listings". */
export function usageText(item: Counted) {
  const parts = [
    item.listingCount > 0 ? listings(item.listingCount) : '',
    item.deletedListingCount > 0 ? listings(item.deletedListingCount, 'deleted ') : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/** Why Delete is not offered: "It is used by 3 listings, so it cannot be deleted. You can still rename it." */
export function cannotDeleteText(item: Counted) {
  const why =
    item.deletedListingCount > 0
      ? ` (${item.deletedListingCount === 1 ? 'its' : 'their'} bookings keep pointing at it)`
      : '';
  return `It is used by ${usageText(item)}${why}, so it cannot be deleted. You can still rename it.`;
}
