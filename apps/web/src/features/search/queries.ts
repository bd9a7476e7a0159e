/** Listing searches themselves are keyed in `lib/query-keys.ts` (favourites refresh them). */
export const searchKeys = {
  geocode: (address: string) => ['geocode', address.toLowerCase()] as const,
  /** The price histogram's bands for a search (its filters but price, order and page). */
  prices: (query: object) => ['venue-prices', query] as const,
};
