import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Routes, type RouteKey, type RouteParams } from './routes.ts';

const entries = Object.entries(Routes) as Array<[RouteKey, (typeof Routes)[RouteKey]]>;

describe('the route map', () => {
  it('gives every route a method, a path and a response schema', () => {
    expect(entries.length).toBeGreaterThan(90);
    for (const [key, spec] of entries) {
      expect(key, key).toMatch(/^(GET|POST|PUT|DELETE) \/[\w/:*-]*$/);
      expect(spec.response, key).toBeInstanceOf(z.ZodType);
    }
  });

  it('names each method and path once, also when parameter names differ', () => {
    const shapes = entries.map(([key]) => key.replace(/:\w+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('keeps request schemas for what a route reads and answers JSON except for streams and the CSV export', () => {
    const nonJson = entries.filter(([, spec]) => spec.response instanceof z.ZodAny).map(([key]) => key);
    expect(nonJson.sort()).toEqual([
      'GET /admin/ledger/export',
      'GET /event/restricted/subscribe',
      'GET /event/restricted/subscribe/:type',
    ]);
    for (const [key, spec] of entries) {
      if ('body' in spec) expect(key, key).not.toMatch(/^GET /);
      if ('form' in spec) expect(key, key).toMatch(/^(POST|PUT) /);
    }
  });

  it('success bodies carry their payload one level deep (location and webhook answers are bare)', () => {
    const bare = ['/location/', 'POST /payment/stripe/webhook'];
    for (const [key, spec] of entries) {
      if (spec.response instanceof z.ZodAny || bare.some((part) => key.includes(part))) continue;
      const shape = (spec.response as z.ZodObject).shape as Record<string, z.ZodType>;
      expect(Object.keys(shape), key).toContain('data');
      const data = shape.data;
      if (data instanceof z.ZodObject) expect(Object.keys(data.shape), key).not.toContain('data');
    }
  });

  it('derives path parameters from the template', () => {
    const review: RouteParams<'PUT /review/:venueId/update/:reviewId'> = { venueId: 'v', reviewId: 'r' };
    const place: RouteParams<'GET /location/find/places/*'> = { '*': 'Main St' };
    const none: RouteParams<'GET /user/me'> = {};
    expect([review, place, none]).toHaveLength(3);
  });
});
