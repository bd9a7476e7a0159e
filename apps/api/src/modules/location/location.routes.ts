import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { defineRoutes } from '../route-registry.ts';
import type { LocationService } from './location.service.ts';

/**
 * Public (a bearer token is accepted and ignored) and static data, so answers are cacheable for a day.
 * Bare bodies, no `{ data }` envelope (docs/product/wire-contract.md#location). The text is the rest of the path (`*`), so it may
 * hold slashes and is not cut by the router's 100-character parameter limit.
 */
export function locationRoutes(
  app: FastifyInstance,
  services: { location: LocationService },
  settings: Pick<Config, 'locationRateLimit'>,
) {
  const { location } = services;
  // Build the place index once the server listens (not under inject), so the first keystroke is fast.
  app.addHook('onListen', async () => {
    const startedAt = performance.now();
    location.warmUp().then(
      () => app.log.info({ buildMs: Math.round(performance.now() - startedAt) }, 'location index ready'),
      (error: unknown) => app.log.error({ err: error }, 'location index failed to build'),
    );
  });

  const config = { rateLimit: { max: settings.locationRateLimit, timeWindow: '1 minute' } };
  const cacheForADay = { 'cache-control': 'public, max-age=86400' };
  const places = 'Place autocomplete: up to 10 address strings for a typed text ([] below 2 characters)';
  const address = 'Coordinates and ZIP of a place string from autocomplete, a ZIP or a free-text address';

  return defineRoutes(
    { tags: ['location'] },
    {
      'GET /location/find/places/*': {
        summary: places,
        config,
        handler: async ({ params, reply }) => {
          reply.headers(cacheForADay);
          return location.suggest(params['*'] ?? '');
        },
      },
      'GET /location/find/places': {
        summary: places,
        config,
        handler: async ({ reply }) => reply.headers(cacheForADay).send([]),
      },
      'GET /location/get/address/*': {
        summary: address,
        config,
        handler: async ({ params, reply }) => {
          const found = await location.geocode(params['*'] ?? '');
          reply.headers(cacheForADay);
          return found;
        },
      },
      'GET /location/get/address': {
        summary: address,
        config,
        handler: async ({ reply }) => reply.headers(cacheForADay).send([]),
      },
      'GET /location/get/timezone/:lat/:lng': {
        summary: 'IANA time zone at a point',
        config,
        handler: async ({ params, reply }) => {
          reply.headers(cacheForADay);
          return { timezone: { id: location.timezoneAt(params.lat, params.lng) } };
        },
      },
    },
  );
}
