import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

describe('robots.txt and sitemap.xml', async () => {
  const context = await createTestApp();
  const { app } = context;
  const origin = context.deps.config.publicUrl.replace(/\/+$/, '');

  it('answers robots.txt as text that keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/book-now/', '/editprofile', '/mybookings', '/managelistings'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists the public pages and every bookable listing, and no other, in sitemap.xml', async () => {
    const host = await createHost(context);
    const backyard = await categoryIdOf(context, 'backyard');
    const approved = await createListing(context, host, listingFields(backyard, { title: 'Sitemap Approved Yard' }));
    const pending = await createListing(context, host, listingFields(backyard, { title: 'Sitemap Pending Yard' }), {
      approve: false,
    });
    const inactive = await createListing(context, host, listingFields(backyard, { title: 'Sitemap Inactive Yard' }));
    await context.deps.db.execute(sql`update venues set status = 2 where id = ${inactive.uuid}`);

    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/listing`, `${origin}/contact-us`]));
    expect(locations).toContain(`${origin}/view-detail/${approved.uuid}`);
    expect(locations).not.toContain(`${origin}/view-detail/${pending.uuid}`);
    expect(locations).not.toContain(`${origin}/view-detail/${inactive.uuid}`);
    expect(response.body).toMatch(
      new RegExp(`${approved.uuid}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z</lastmod>`),
    );
  });
});
