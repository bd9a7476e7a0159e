/** What other features may use of the listing feature. */
export { ReviewItem } from './ReviewItem.tsx';
export { useVenue, useVenueReviews } from './listing.api.ts';
export { guestLimitText, slotsText } from './listing-text.ts';
export { photoAlt } from './PhotoGallery.tsx';
