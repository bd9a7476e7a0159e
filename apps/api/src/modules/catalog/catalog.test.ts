import { describe, expect, it } from 'vitest';
import { AmenityListResponseSchema, CategoryListResponseSchema } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { referenceAmenities, referenceCategories, seedReferenceData } from '../../seed/seed-reference.ts';

describe('catalog', async () => {
  const { app, deps } = await createTestApp();

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('categories', () => {
    it('lists every category in display order with its slot settings', async () => {
      const response = await get('/api/v1/category/viewall');
      expect(response.statusCode).toBe(200);
      const { data } = CategoryListResponseSchema.parse(response.json());
      expect(data.length).toBeGreaterThanOrEqual(8);
      expect(data.map((category) => category.name)).toEqual(referenceCategories.map((category) => category.name));
      expect(data.find((category) => category.name === 'Parking Space')).toMatchObject({
        slots: true,
        slotPrefix: 'Space',
      });
      expect(data.find((category) => category.name === 'Swimming Pool')).toMatchObject({
        slots: false,
        slotPrefix: null,
      });
      expect(Object.keys(data[0]!).sort()).toEqual(['name', 'slotPrefix', 'slots', 'uuid']);
    });

    it('serves the same list on the public path', async () => {
      const [signedIn, visitor] = await Promise.all([
        get('/api/v1/category/viewall'),
        get('/api/v1/category/viewall/public'),
      ]);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual(signedIn.json());
    });

    it('ignores an invalid bearer token and accepts a valid one', async () => {
      const invalid = await get('/api/v1/category/viewall', { authorization: 'Bearer not-a-token' });
      expect(invalid.statusCode).toBe(200);
      const { accessToken } = await createUser(deps);
      const valid = await get('/api/v1/category/viewall/public', bearer(accessToken));
      expect(valid.statusCode).toBe(200);
      expect(valid.json().data).toHaveLength(referenceCategories.length);
    });
  });

  describe('amenities', () => {
    it('lists at least 15 amenities in display order', async () => {
      const response = await get('/api/v1/amenity/viewall');
      expect(response.statusCode).toBe(200);
      const { data } = AmenityListResponseSchema.parse(response.json());
      expect(data.length).toBeGreaterThanOrEqual(15);
      expect(data.map((amenity) => amenity.name)).toEqual(referenceAmenities.map((amenity) => amenity.name));
      expect(new Set(data.map((amenity) => amenity.uuid)).size).toBe(data.length);
      expect(Object.keys(data[0]!).sort()).toEqual(['name', 'uuid']);
    });

    it('serves the same list on the public path, whatever the token', async () => {
      const [plain, visitor] = await Promise.all([
        get('/api/v1/amenity/viewall', { authorization: 'Bearer garbage' }),
        get('/api/v1/amenity/viewall/public'),
      ]);
      expect(plain.statusCode).toBe(200);
      expect(visitor.json()).toEqual(plain.json());
    });
  });

  it('keeps ids stable when the reference data is seeded again', async () => {
    const before = await Promise.all([get('/api/v1/category/viewall'), get('/api/v1/amenity/viewall')]);
    await seedReferenceData(deps.db);
    const after = await Promise.all([get('/api/v1/category/viewall'), get('/api/v1/amenity/viewall')]);
    expect(after.map((response) => response.json())).toEqual(before.map((response) => response.json()));
  });
});
