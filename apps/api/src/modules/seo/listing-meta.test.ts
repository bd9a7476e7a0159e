import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>
    <title>Hourly Spaces — rent private spaces by the hour</title>
    <meta
      name="description"
      content="Rent private backyards by the hour."
    />
  </head><body><div id="root"></div></body></html>`,
);

/** The attribute values of the meta tags in a page, by name or property. */
function metaOf(html: string) {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    tags.set(match[1]!, match[2]!);
  return tags;
}

describe("a listing page's HTML carries the listing for crawlers and link previews", async () => {
  const context = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://spaces.example' } });
  const host = await createHost(context);
  const backyard = await categoryIdOf(context, 'backyard');

  it('puts the title, description, canonical URL and first photo in the head', async () => {
    const listing = await createListing(
      context,
      host,
      listingFields(backyard, {
        title: 'Shady "Oak" Yard & Grill',
        description: 'A quiet yard under <old> oaks with a grill. '.repeat(8),
      }),
    );
    const response = await context.app.inject({ method: 'GET', url: `/view-detail/${listing.uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      '<title>Shady &quot;Oak&quot; Yard &amp; Grill · Backyard by the hour · Hourly Spaces</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="https://spaces.example/view-detail/${listing.uuid}" />`);
    expect(html).not.toContain('Rent private backyards by the hour.');
    expect(html).toContain('<div id="root"></div>');
    const meta = metaOf(html);
    expect(meta.get('og:title')).toBe('Shady &quot;Oak&quot; Yard &amp; Grill');
    expect(meta.get('og:url')).toBe(`https://spaces.example/view-detail/${listing.uuid}`);
    expect(meta.get('og:image')).toBe(`https://spaces.example/${listing.images[0]}`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
    const description = meta.get('description')!;
    expect(description.startsWith('A quiet yard under &lt;old&gt; oaks with a grill.')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.replaceAll(/&[a-z]+;/g, '_').length).toBeLessThanOrEqual(200);
    expect(meta.get('og:description')).toBe(description);
  });

  it('serves the plain app to listings nobody may see and to other pages', async () => {
    const pending = await createListing(context, host, listingFields(backyard, { title: 'Secret Pending Yard' }), {
      approve: false,
    });
    const unpublished = await createListing(context, host, listingFields(backyard, { title: 'Taken Down Yard' }));
    await context.deps.db.execute(sql`update venues set status = 2 where id = ${unpublished.uuid}`);
    for (const url of [
      `/view-detail/${pending.uuid}`,
      `/view-detail/${unpublished.uuid}`,
      '/view-detail/not-a-listing',
      '/view-detail/00000000-0000-4000-8000-000000000000',
      '/listing',
    ]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Hourly Spaces — rent private spaces by the hour</title>');
      expect(response.body, url).not.toContain('og:title');
      expect(response.body, url).not.toContain('Secret Pending Yard');
    }
  });
});
