import crypto from 'node:crypto';
import {
  AdminMessages,
  isUuid,
  type AdminAmenity,
  type AdminCategory,
  type Amenity,
  type Category,
} from '@app/contract';
import { databaseErrorCode, type Database, type Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { slugOf } from '../../lib/slug.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createCatalogRepository, type CatalogKind } from './catalog.repository.ts';

export interface CatalogServiceDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
}

export interface CategoryInput {
  name: string;
  slots: boolean;
  slotPrefix?: string | null;
}

const messagesOf = {
  category: {
    notFound: 'Category not found',
    nameTaken: AdminMessages.categoryNameTaken,
    inUse: AdminMessages.categoryInUse,
  },
  amenity: {
    notFound: 'Amenity not found',
    nameTaken: AdminMessages.amenityNameTaken,
    inUse: AdminMessages.amenityInUse,
  },
} as const;

const nameTaken = (kind: CatalogKind) => conflict(messagesOf[kind].nameTaken, { name: [messagesOf[kind].nameTaken] });

/** Races the checks cannot see (two admins saving one name at once) end in the same answers as the checks. */
async function withCatalogConstraints<T>(kind: CatalogKind, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === '23505') throw nameTaken(kind);
    // A listing created with the entry while it was being deleted (the foreign key is RESTRICT).
    if (code === '23503') throw conflict(messagesOf[kind].inUse);
    throw error;
  }
}

export function createCatalogService({ db, audit }: CatalogServiceDeps) {
  const repository = createCatalogRepository(db);

  async function assertNameFree(executor: Executor, kind: CatalogKind, name: string, exceptId?: string) {
    if (await createCatalogRepository(executor).nameTaken(kind, name, exceptId)) throw nameTaken(kind);
  }

  /** Inserts with a slug from the name, or the name plus a random suffix when another entry has that slug. */
  async function insertWithSlug<T>(name: string, fallback: string, insert: (slug: string) => Promise<T | undefined>) {
    const slug = slugOf(name, fallback);
    const row = (await insert(slug)) ?? (await insert(`${slug}-${crypto.randomBytes(4).toString('hex')}`));
    if (!row) throw new Error(`could not find a free ${fallback} slug`);
    return row;
  }

  /** How many listings use an entry: `total` counts deleted ones too, `live` does not. */
  type Usage = { total: number; live: number };
  const unused: Usage = { total: 0, live: 0 };
  const counts = (usage: Usage) => ({ listingCount: usage.live, deletedListingCount: usage.total - usage.live });
  const toCategory = (
    row: { id: string; name: string; hasSlots: boolean; slotPrefix: string | null },
    usage: Usage,
  ): AdminCategory => ({
    uuid: row.id,
    name: row.name,
    slots: row.hasSlots,
    slotPrefix: row.slotPrefix,
    ...counts(usage),
  });
  const toAmenity = (row: { id: string; name: string }, usage: Usage): AdminAmenity => ({
    uuid: row.id,
    name: row.name,
    ...counts(usage),
  });
  const usageOfRow = (row: { listing_count: number; deleted_count: number }): Usage => ({
    live: Number(row.listing_count),
    total: Number(row.listing_count) + Number(row.deleted_count),
  });

  return {
    async listCategories(): Promise<Category[]> {
      const rows = await repository.listCategories();
      return rows.map((row) => ({ uuid: row.id, name: row.name, slots: row.hasSlots, slotPrefix: row.slotPrefix }));
    },
    async listAmenities(): Promise<Amenity[]> {
      const rows = await repository.listAmenities();
      return rows.map((row) => ({ uuid: row.id, name: row.name }));
    },

    async listCategoriesForAdmin(): Promise<AdminCategory[]> {
      const rows = await repository.listCategoriesWithUse();
      return rows.map((row) =>
        toCategory(
          { id: row.id, name: row.name, hasSlots: row.has_slots, slotPrefix: row.slot_prefix },
          usageOfRow(row),
        ),
      );
    },
    async listAmenitiesForAdmin(): Promise<AdminAmenity[]> {
      const rows = await repository.listAmenitiesWithUse();
      return rows.map((row) => toAmenity(row, usageOfRow(row)));
    },

    async createCategory(actorId: string, input: CategoryInput): Promise<AdminCategory> {
      const values = { name: input.name, hasSlots: input.slots, slotPrefix: input.slots ? input.slotPrefix! : null };
      return withCatalogConstraints('category', () =>
        db.transaction(async (tx) => {
          const catalog = createCatalogRepository(tx);
          await assertNameFree(tx, 'category', values.name);
          const row = await insertWithSlug(values.name, 'category', (slug) =>
            catalog.insertCategory({ slug, ...values }),
          );
          const after = toCategory(row, unused);
          await audit.record(tx, {
            actorId,
            action: 'category.create',
            targetType: 'category',
            targetId: row.id,
            targetLabel: row.name,
            details: { before: null, after },
          });
          return after;
        }),
      );
    },

    async updateCategory(actorId: string, id: string, input: CategoryInput): Promise<AdminCategory> {
      if (!isUuid(id)) throw notFound(messagesOf.category.notFound);
      return withCatalogConstraints('category', () =>
        db.transaction(async (tx) => {
          const catalog = createCatalogRepository(tx);
          const current = await catalog.lockCategory(id);
          if (!current) throw notFound(messagesOf.category.notFound);
          await assertNameFree(tx, 'category', input.name, id);
          const usage = await catalog.usageOf('category', id);
          if (usage.total > 0 && input.slots !== current.hasSlots) throw conflict(AdminMessages.categorySlotsInUse);
          const row = await catalog.updateCategory(id, {
            name: input.name,
            hasSlots: input.slots,
            slotPrefix: input.slots ? input.slotPrefix! : null,
          });
          const after = toCategory(row, usage);
          await audit.record(tx, {
            actorId,
            action: 'category.update',
            targetType: 'category',
            targetId: id,
            targetLabel: row.name,
            details: { before: toCategory(current, usage), after },
          });
          return after;
        }),
      );
    },

    async createAmenity(actorId: string, input: { name: string }): Promise<AdminAmenity> {
      return withCatalogConstraints('amenity', () =>
        db.transaction(async (tx) => {
          const catalog = createCatalogRepository(tx);
          await assertNameFree(tx, 'amenity', input.name);
          const row = await insertWithSlug(input.name, 'amenity', (slug) =>
            catalog.insertAmenity({ slug, name: input.name }),
          );
          const after = toAmenity(row, unused);
          await audit.record(tx, {
            actorId,
            action: 'amenity.create',
            targetType: 'amenity',
            targetId: row.id,
            targetLabel: row.name,
            details: { before: null, after },
          });
          return after;
        }),
      );
    },

    async updateAmenity(actorId: string, id: string, input: { name: string }): Promise<AdminAmenity> {
      if (!isUuid(id)) throw notFound(messagesOf.amenity.notFound);
      return withCatalogConstraints('amenity', () =>
        db.transaction(async (tx) => {
          const catalog = createCatalogRepository(tx);
          const current = await catalog.lockAmenity(id);
          if (!current) throw notFound(messagesOf.amenity.notFound);
          await assertNameFree(tx, 'amenity', input.name, id);
          const row = await catalog.updateAmenity(id, { name: input.name });
          const usage = await catalog.usageOf('amenity', id);
          const after = toAmenity(row, usage);
          await audit.record(tx, {
            actorId,
            action: 'amenity.update',
            targetType: 'amenity',
            targetId: id,
            targetLabel: row.name,
            details: { before: toAmenity(current, usage), after },
          });
          return after;
        }),
      );
    },

    /** Refused while any listing uses it, deleted listings included (their bookings still point at it). */
    async remove(actorId: string, kind: CatalogKind, id: string): Promise<{ uuid: string }> {
      if (!isUuid(id)) throw notFound(messagesOf[kind].notFound);
      return withCatalogConstraints(kind, () =>
        db.transaction(async (tx) => {
          const catalog = createCatalogRepository(tx);
          const category = kind === 'category' ? await catalog.lockCategory(id) : undefined;
          const amenity = kind === 'amenity' ? await catalog.lockAmenity(id) : undefined;
          const current = category ?? amenity;
          if (!current) throw notFound(messagesOf[kind].notFound);
          if ((await catalog.usageOf(kind, id)).total > 0) throw conflict(messagesOf[kind].inUse);
          await catalog.remove(kind, id);
          const before = category ? toCategory(category, unused) : toAmenity(current, unused);
          await audit.record(tx, {
            actorId,
            action: kind === 'category' ? 'category.delete' : 'amenity.delete',
            targetType: kind,
            targetId: id,
            targetLabel: current.name,
            details: { before, after: null },
          });
          return { uuid: id };
        }),
      );
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
