import { describe, expect, it } from 'vitest';
import { VenueDetailResponseSchema } from '@app/contract';
import { createTestApp } from '../../test/app.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../test/venues.ts';
import { seedDemoAvailability } from './demo-availability.ts';

describe('seedDemoAvailability', async () => {
  const context = await createTestApp();
  const { app, deps, clock } = context;

  it('shows the seeded hours of a listing this process had already shown without them', async () => {
    const host = await createHost(context);
    const venue = await createListing(context, host, listingFields(await categoryIdOf(context, 'backyard')));
    const schedules = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/venue/${venue.uuid}/view/public` });
      expect(response.statusCode, response.body).toBe(200);
      return VenueDetailResponseSchema.parse(response.json()).data.schedules;
    };
    // A visitor opens the listing while the server is still seeding its demo data (it listens meanwhile).
    expect(await schedules()).toEqual([]);
    await seedDemoAvailability(deps.db, clock);
    expect((await schedules()).length).toBeGreaterThan(0);
  });
});
