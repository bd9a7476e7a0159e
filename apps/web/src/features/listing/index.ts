/** What other features may use of the listing feature. */
export { ReviewItem } from './ReviewItem.tsx';
export { useVenueReviews } from './listing.api.ts';
