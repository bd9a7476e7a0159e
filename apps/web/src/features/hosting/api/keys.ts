/** The dates a block list is narrowed to ('' for no bound). */
export interface BlockFilter {
  fromDate: string;
  toDate: string;
}

/** Every hosting query key lives here, so the pages that change a listing can make the others reload. */
export const hostingKeys = {
  all: ['hosting'] as const,
  hosted: ['hosting', 'hosted'] as const,
  hostedList: (userId: string | undefined) => ['hosting', 'hosted', userId] as const,
  /** The listing as its host edits it (not the public `venueKeys.detail`). */
  venue: (id: string) => ['hosting', 'venue', id] as const,
  blocks: (venueId: string) => ['hosting', 'blocks', venueId] as const,
  blockList: (venueId: string, filter: BlockFilter) => ['hosting', 'blocks', venueId, filter] as const,
  reservations: (venueId: string, userId: string | undefined) => ['host-reservations', venueId, userId] as const,
};
