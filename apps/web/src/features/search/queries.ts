/** Listing searches themselves are keyed in `lib/query-keys.ts` (favourites refresh them). */
export const searchKeys = {
  geocode: (address: string) => ['geocode', address.toLowerCase()] as const,
};
