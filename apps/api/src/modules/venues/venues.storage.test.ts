import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { formDataOf, pngImage } from '../../../test/accounts.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';
import { queryRows } from '../../db/client.ts';

/** Issue 41 item 8: a deleted listing's photos and a replaced avatar stayed in storage for good. */
describe('files of deleted listings and replaced avatars leave storage', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const host = await createHost(context);
  const storedFiles = (folder = '') => {
    const root = path.join(context.dataDir, 'uploads', folder);
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((entry) => String(entry).endsWith('.webp')).length
      : 0;
  };
  const removeListing = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/v1/venue/${id}/delete`, headers: host.auth });
  const updateAvatar = async (width: number) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile/update',
      headers: host.auth,
      payload: formDataOf({}, { displayImage: { body: await pngImage(width, width), name: 'me.png' } }),
    });

  it('stays flat over 5 create-and-delete cycles of a listing with 3 photos', async () => {
    await createListing(context, host, listingFields(backyard));
    const before = storedFiles();
    expect(before).toBe(6);
    const counts: number[] = [];
    const deletedImages: string[] = [];
    for (let cycle = 0; cycle < 5; cycle++) {
      const venue = await createListing(context, host, listingFields(backyard, { title: `Cycle ${cycle}` }));
      const removed = await removeListing(venue.uuid);
      expect(removed.statusCode, removed.body).toBe(200);
      await deps.jobs.drain();
      counts.push(storedFiles());
      deletedImages.push(...venue.images);
    }
    expect(counts).toEqual([before, before, before, before, before]);
    for (const image of deletedImages) expect(fs.existsSync(path.join(context.dataDir, image))).toBe(false);
    const rows = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from venue_images i join venues v on v.id = i.venue_id where v.deleted_at is not null`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps one avatar file however often it is replaced', async () => {
    const before = storedFiles('avatars');
    for (let round = 0; round < 5; round++) {
      const response = await updateAvatar(200 + round);
      expect(response.statusCode, response.body).toBe(200);
      await deps.jobs.drain();
      expect(storedFiles('avatars')).toBe(before + 1);
    }
  });

  it('retries a removal that failed: the job runs again until storage answers', async () => {
    const venue = await createListing(context, host, listingFields(backyard, { title: 'Flaky store' }));
    const before = storedFiles();
    const original = deps.storage.delete;
    let failures = 0;
    deps.storage.delete = async (key) => {
      if (failures < 1) {
        failures += 1;
        throw new Error('storage unreachable');
      }
      return original.call(deps.storage, key);
    };
    try {
      expect((await removeListing(venue.uuid)).statusCode).toBe(200);
      await deps.jobs.drain();
      expect(failures).toBe(1);
      expect(storedFiles()).toBeGreaterThan(before - 6);
      // The retry is due after its backoff; bring it forward instead of waiting.
      await deps.db.execute(sql`update jobs set run_at = now() where done_at is null and failed_at is null`);
      await deps.jobs.drain();
      expect(storedFiles()).toBe(before - 6);
    } finally {
      deps.storage.delete = original;
    }
  });
});
