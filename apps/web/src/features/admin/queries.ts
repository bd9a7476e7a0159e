/** Every admin read sits under `all`, so an action that moves figures everywhere can refresh the whole console. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  people: ['admin', 'people'] as const,
  peopleList: (filters: object) => ['admin', 'people', 'list', filters] as const,
  person: (id: string) => ['admin', 'people', 'detail', id] as const,
  listings: ['admin', 'listings'] as const,
  listingList: (filters: object) => ['admin', 'listings', filters] as const,
  pendingCount: ['admin', 'listings', 'pending-count'] as const,
  bookings: ['admin', 'bookings'] as const,
  bookingList: (filters: object) => ['admin', 'bookings', filters] as const,
  /** Not under `bookings`: a cancellation refreshes the list without refetching the booking it just wrote. */
  booking: (id: string) => ['admin', 'booking', id] as const,
  audit: ['admin', 'audit'] as const,
  auditList: (filters: object) => ['admin', 'audit', filters] as const,
  catalog: (kind: string) => ['admin', 'catalog', kind] as const,
  ledger: (filters: object) => ['admin', 'ledger', filters] as const,
  policies: ['admin', 'policies'] as const,
  policy: (id: string) => ['admin', 'policy', id] as const,
  contact: ['admin', 'contact'] as const,
  contactPage: (tab: string, page: number, limit: number) => ['admin', 'contact', tab, page, limit] as const,
  contactCount: (tab: string) => ['admin', 'contact', tab, 'count'] as const,
};
