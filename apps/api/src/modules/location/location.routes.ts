import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeocodedAddressListResponseSchema,
  LocationTextParamsSchema,
  PlaceSuggestionsResponseSchema,
  TimezoneParamsSchema,
  TimezoneResponseSchema,
} from '@app/contract';
import type { Config } from '../../config.ts';
import type { LocationService } from './location.service.ts';

/**
 * Public (a bearer token is accepted and ignored) and static data, so answers are cacheable for a day.
 * Bare bodies, no `{ data }` envelope (docs/product/wire-contract.md#location). The text is the rest of the path (`*`), so it may
 * hold slashes and is not cut by the router's 100-character parameter limit.
 */
export async function registerLocationRoutes(
  app: FastifyInstance,
  services: { location: LocationService },
  settings: Pick<Config, 'locationRateLimit'>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { location } = services;
  // Build the place index once the server listens (not under inject), so the first keystroke is fast.
  app.addHook('onListen', async () => {
    const startedAt = performance.now();
    location.warmUp().then(
      () => app.log.info({ buildMs: Math.round(performance.now() - startedAt) }, 'location index ready'),
      (error: unknown) => app.log.error({ err: error }, 'location index failed to build'),
    );
  });

  const tags = ['location'];
  const config = { rateLimit: { max: settings.locationRateLimit, timeWindow: '1 minute' } };
  const cacheForADay = { 'cache-control': 'public, max-age=86400' };

  const placesRoute = {
    schema: {
      tags,
      summary: 'Place autocomplete: up to 10 address strings for a typed text ([] below 2 characters)',
      params: LocationTextParamsSchema,
      response: { 200: PlaceSuggestionsResponseSchema },
    },
    config,
  };
  api.get('/location/find/places/*', placesRoute, async (request, reply) => {
    reply.headers(cacheForADay);
    return location.suggest(request.params['*'] ?? '');
  });
  api.get('/location/find/places', placesRoute, async (_request, reply) => reply.headers(cacheForADay).send([]));

  const addressRoute = {
    schema: {
      tags,
      summary: 'Coordinates and ZIP of a place string from autocomplete, a ZIP or a free-text address',
      params: LocationTextParamsSchema,
      response: { 200: GeocodedAddressListResponseSchema },
    },
    config,
  };
  api.get('/location/get/address/*', addressRoute, async (request, reply) => {
    const places = await location.geocode(request.params['*'] ?? '');
    reply.headers(cacheForADay);
    return places;
  });
  api.get('/location/get/address', addressRoute, async (_request, reply) => reply.headers(cacheForADay).send([]));

  api.get(
    '/location/get/timezone/:lat/:lng',
    {
      schema: {
        tags,
        summary: 'IANA time zone at a point',
        params: TimezoneParamsSchema,
        response: { 200: TimezoneResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.headers(cacheForADay);
      return { timezone: { id: location.timezoneAt(request.params.lat, request.params.lng) } };
    },
  );
}
