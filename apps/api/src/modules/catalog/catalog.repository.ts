import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { amenities, categories } from '../../db/schema.ts';

export function createCatalogRepository(db: Executor) {
  return {
    listCategories() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          hasSlots: categories.hasSlots,
          slotPrefix: categories.slotPrefix,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },
    listAmenities() {
      return db
        .select({ id: amenities.id, name: amenities.name })
        .from(amenities)
        .orderBy(asc(amenities.sortOrder), asc(amenities.name));
    },
  };
}
