import type { Amenity, Category } from '@app/contract';
import type { Database } from '../../db/client.ts';
import { createCatalogRepository } from './catalog.repository.ts';

export interface CatalogServiceDeps {
  db: Database;
}

export function createCatalogService({ db }: CatalogServiceDeps) {
  const repository = createCatalogRepository(db);
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await repository.listCategories();
      return rows.map((row) => ({ uuid: row.id, name: row.name, slots: row.hasSlots, slotPrefix: row.slotPrefix }));
    },
    async listAmenities(): Promise<Amenity[]> {
      const rows = await repository.listAmenities();
      return rows.map((row) => ({ uuid: row.id, name: row.name }));
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
