import { ListingStatus, isUuid } from '@app/contract';
import * as repository from './venues.repository.ts';
import type { VenuesDeps } from './venues.deps.ts';

/** What crawlers and shared links see of listings: the sitemap's entries and a listing's link preview. */
export function createVenueSitemap(deps: Pick<VenuesDeps, 'db'>) {
  const { db } = deps;
  return {
    /** What a shared link's preview shows: only for a listing anyone may see (else undefined). */
    async previewOf(id: string) {
      if (!isUuid(id)) return undefined;
      const record = await repository.findVenueRecord(db, id);
      const bookable =
        record && record.approved && record.status === ListingStatus.ACTIVE && Number(record.host_status) === 1;
      if (!record || !bookable) return undefined;
      return {
        title: record.title,
        description: record.description,
        category: record.category_name,
        address: record.address,
        image: record.images[0] ?? null,
      };
    },

    /** What crawlers may index: every bookable listing with when it last changed. */
    async sitemapEntries(limit = 50_000) {
      const rows = await repository.listSitemapVenues(db, limit);
      return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
    },
  };
}
