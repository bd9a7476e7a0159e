import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VenueSearchResponseSchema } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { categoryIdOf, createHost, createListing, listingFields } from '../../../test/venues.ts';

/**
 * What a search asks of PostgreSQL: its conditions are evaluated once for its total and page together where the page
 * sorts the matches found (the count brings their ids), not once for each. At 100,000 listings a search with every
 * filter spent ~4 ms of PostgreSQL on each evaluation, and the second one saturated 2 cores at 100 searches a second.
 */
describe('statements of a search', async () => {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const context = await createTestApp({
    wrapDatabase: (database) => ({
      ...database,
      db: new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        },
      }),
    }),
  });
  const { app } = context;
  const backyard = await categoryIdOf(context, 'backyard');
  const host = await createHost(context);
  for (const [title, rent] of [
    ['Quillon Lawn', '20'],
    ['Quillon Patio', '35'],
    ['Quillon Terrace', '90'],
  ] as const) {
    await createListing(context, host, listingFields(backyard, { title, rent, latitude: '40.1', longitude: '-75.1' }));
  }

  /** The cards' titles, and how many statements evaluated the price condition. */
  const search = async (query: string) => {
    statements.length = 0;
    const response = await app.inject({ method: 'GET', url: `/api/v1/venue/viewall/public?search=quillon&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = VenueSearchResponseSchema.parse(response.json());
    return {
      titles: body.data.map((card) => card.title),
      count: body.count,
      evaluations: statements.filter((text) => text.includes('rent_cents >=')).length,
    };
  };

  it('evaluates a selective search once for its total and its page', async () => {
    expect(await search('minPrice=30&sort=price_asc&limit=1')).toEqual({
      titles: ['Quillon Patio'],
      count: 2,
      evaluations: 1,
    });
    // The next page of the same search has its total cached: the page alone finds its matches.
    expect(await search('minPrice=30&sort=price_asc&limit=1&page=2')).toEqual({
      titles: ['Quillon Terrace'],
      count: 2,
      evaluations: 1,
    });
    expect(await search('minPrice=10&sort=price_desc')).toEqual({
      titles: ['Quillon Terrace', 'Quillon Patio', 'Quillon Lawn'],
      count: 3,
      evaluations: 1,
    });
    // Nothing matches: no page to read.
    expect(await search('minPrice=500')).toEqual({ titles: [], count: 0, evaluations: 1 });
  });

  it('walks nearest first for the page, as before', async () => {
    const range = encodeURIComponent(JSON.stringify({ latitude: 40.1, longitude: -75.1, radius: 10 }));
    const found = await search(`minPrice=15&coordinateRange=${range}`);
    expect(found.count).toBe(3);
    expect(found.titles).toHaveLength(3);
    expect(found.evaluations).toBe(2);
  });
});
