/**
 * Query keys that more than one feature reads or refreshes: a listing's page, the listing lists, reviews, favourites,
 * transactions and the reference data. Keys private to one feature live in that feature's `queries.ts` (or
 * `api/keys.ts`). Invalidation matches by prefix, so `all` refreshes every key below it.
 */
export const venueKeys = {
  all: ['venue'] as const,
  detail: (id: string) => ['venue', id] as const,
  /** Under the listing's own key, so anything that refreshes the listing refreshes its schedule too. */
  schedule: (id: string, view: 'raw' | 'view') => ['venue', id, 'schedule', view] as const,
};

export const venueListKeys = {
  all: ['venues'] as const,
  search: (userId: string | null, query: object) => ['venues', 'search', userId, query] as const,
  popular: (userId: string | null) => ['venues', 'popular', userId] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  venue: (venueId: string) => ['reviews', venueId] as const,
};

/** A user's charges, refunds and payouts: payments reads them, a booking's change makes them stale. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (type: string, userId: string | undefined) => ['transactions', type, userId] as const,
};

export const favouriteKeys = {
  all: ['favourites'] as const,
};

export const catalogKeys = {
  categories: ['categories'] as const,
  amenities: ['amenities'] as const,
  policies: ['policies'] as const,
  policy: (id: string) => ['policy', id] as const,
};
