import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { amenities, categories, policies } from '../db/schema.ts';
import { referenceAmenities, referenceCategories, referencePolicies, seedReferenceData } from './seed-reference.ts';

describe('seedReferenceData', async () => {
  const { deps } = await createTestApp({ reference: false });
  const { db } = deps;

  const totals = async () => {
    const [categoryTotal] = await db.select({ total: count() }).from(categories);
    const [amenityTotal] = await db.select({ total: count() }).from(amenities);
    const [policyTotal] = await db.select({ total: count() }).from(policies);
    return { categories: categoryTotal!.total, amenities: amenityTotal!.total, policies: policyTotal!.total };
  };

  it('seeds categories, amenities and policies once, even when run concurrently', async () => {
    await Promise.all(Array.from({ length: 6 }, () => seedReferenceData(db)));
    await seedReferenceData(db);
    expect(await totals()).toEqual({
      categories: referenceCategories.length,
      amenities: referenceAmenities.length,
      policies: referencePolicies.length,
    });
    expect(referenceCategories.length).toBeGreaterThanOrEqual(8);
    expect(referenceAmenities.length).toBeGreaterThanOrEqual(15);
    const [parking] = await db.select().from(categories).where(eq(categories.slug, 'parking-space'));
    expect(parking).toMatchObject({ name: 'Parking Space', hasSlots: true, slotPrefix: 'Space' });
    const slugs = (await db.select({ slug: policies.slug }).from(policies)).map((row) => row.slug).sort();
    expect(slugs).toEqual(['cancellation', 'privacy', 'terms']);
  });

  it('leaves categories and amenities edited or deleted by admins alone', async () => {
    await db.update(categories).set({ name: 'Green Garden' }).where(eq(categories.slug, 'garden'));
    await db.insert(categories).values({ slug: 'garden-2', name: 'Garden', sortOrder: 500 });
    await db.delete(amenities).where(eq(amenities.slug, 'wifi'));
    await seedReferenceData(db);
    const names = (await db.select().from(categories)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Green Garden', 'Garden']));
    expect(names).toHaveLength(referenceCategories.length + 1);
    expect(await db.select().from(amenities).where(eq(amenities.slug, 'wifi'))).toEqual([]);
  });

  it('leaves policies edited or deleted by admins alone', async () => {
    await db.update(policies).set({ content: '<p>Edited by an admin</p>' }).where(eq(policies.slug, 'terms'));
    await db.delete(policies).where(eq(policies.slug, 'privacy'));
    await seedReferenceData(db);
    const rows = await db.select().from(policies);
    expect(rows.map((row) => row.slug).sort()).toEqual(['cancellation', 'terms']);
    expect(rows.find((row) => row.slug === 'terms')!.content).toBe('<p>Edited by an admin</p>');
  });

  it('states the refund rules in the cancellation policy', () => {
    const { content } = referencePolicies.find((policy) => policy.slug === 'cancellation')!;
    for (const rule of ['first booked hour', 'At least 24 hours', '100%', '50%', '15 minutes', 'full refund']) {
      expect(content).toContain(rule);
    }
  });
});
