import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GeocodedAddressListResponseSchema,
  PlaceSuggestionsResponseSchema,
  TimezoneResponseSchema,
} from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { createLocationService, timezoneAt } from './location.service.ts';
import { createLazyGazetteer, type GazetteerSource } from './gazetteer.ts';

const places = (text: string) => `/api/v1/location/find/places/${encodeURIComponent(text)}`;
const address = (text: string) => `/api/v1/location/get/address/${encodeURIComponent(text)}`;

describe('location', async () => {
  const { app } = await createTestApp({ env: { LOCATION_RATE_LIMIT: '100000' }, reference: false });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const suggest = async (text: string) => {
    const response = await get(places(text));
    expect(response.statusCode).toBe(200);
    return PlaceSuggestionsResponseSchema.parse(response.json());
  };

  describe('find/places', () => {
    it('suggests Austin, TX first, with its ZIP, as a bare list', async () => {
      const response = await get(places('Austin'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Array.isArray(body)).toBe(true);
      expect(body[0]).toBe('Austin, TX 78701, US');
      expect(body).toContain('Austin, MN 55912, US');
      expect(body.length).toBeLessThanOrEqual(10);
    });

    it('completes "new y" and "New York" to New York, NY', async () => {
      expect((await suggest('new y'))[0]).toBe('New York, NY 10001, US');
      expect((await suggest('New York'))[0]).toBe('New York, NY 10001, US');
      expect((await suggest('new york city'))[0]).toBe('New York, NY 10001, US');
    });

    it('matches a ZIP and a ZIP prefix, in ZIP order', async () => {
      expect(await suggest('10001')).toEqual(['New York, NY 10001, US']);
      const prefix = await suggest('100');
      expect(prefix).toContain('New York, NY 10001, US');
      const zips = prefix.flatMap((place) => /NY (\d{5}), US$/.exec(place)?.[1] ?? []);
      expect(zips.length).toBeGreaterThanOrEqual(9);
      expect(zips).toEqual([...zips].sort());
    });

    it('ignores accents and case', async () => {
      expect((await suggest('zur'))[0]).toBe('Zürich, ZH, CH');
      expect((await suggest('ZÜRICH'))[0]).toBe('Zürich, ZH, CH');
      expect((await suggest('sao paulo'))[0]).toBe('São Paulo, BR');
    });

    it('matches the start of a later word, below exact names', async () => {
      const york = await suggest('york');
      expect(york[0]).toBe('York, ENG, GB');
      expect(york).toContain('New York, NY 10001, US');
      expect(await suggest('angeles')).toContain('Los Angeles, CA 90001, US');
    });

    it('matches "city, state" and "city state"', async () => {
      expect((await suggest('Austin, TX'))[0]).toBe('Austin, TX 78701, US');
      expect((await suggest('austin mn'))[0]).toBe('Austin, MN 55912, US');
      expect((await suggest('Springfield, IL'))[0]).toBe('Springfield, IL 62701, US');
    });

    it('answers [] for empty and one-character texts', async () => {
      for (const url of [
        '/api/v1/location/find/places/',
        '/api/v1/location/find/places',
        places('a'),
        places(' '),
        places('%'),
        places(' x '),
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual([]);
      }
    });

    it('accepts percent-encoded text with spaces, commas, quotes and slashes, trimmed', async () => {
      expect((await suggest('  "New York", NY  '))[0]).toBe('New York, NY 10001, US');
      expect((await suggest("O'Fallon"))[0]).toMatch(/^O'Fallon, (MO|IL) \d{5}, US$/);
      expect((await suggest('Austin/TX'))[0]).toBe('Austin, TX 78701, US');
      const raw = await get('/api/v1/location/find/places/new%20york%2C%20ny%20%20');
      expect(raw.json()[0]).toBe('New York, NY 10001, US');
      expect((await suggest('x'.repeat(500))).length).toBe(0);
    });

    it('is public and cacheable: a bearer token is ignored', async () => {
      const response = await get(places('austin'), { authorization: 'Bearer not-a-token' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });
  });

  describe('get/address', () => {
    it('geocodes every suggestion to itself first', async () => {
      for (const query of ['austin', 'new y', 'zur', '100', 'par', 'st lou', 'new york, ny 1000', 'toronto']) {
        for (const place of await suggest(query)) {
          const response = await get(address(place));
          expect(response.statusCode).toBe(200);
          const [first] = GeocodedAddressListResponseSchema.parse(response.json());
          expect(first?.address, place).toBe(place);
          expect(first!.zipcode).toBe(/ (\d{5}), US$/.exec(place)?.[1] ?? '');
          expect(Math.abs(first!.coordinates.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(first!.coordinates.longitude)).toBeLessThanOrEqual(180);
        }
      }
    });

    it('answers the city centre for a city and the centroid for a bare ZIP', async () => {
      const [austin] = (await get(address('Austin, TX 78701, US'))).json();
      expect(austin).toEqual({
        address: 'Austin, TX 78701, US',
        coordinates: { latitude: expect.closeTo(30.267, 2), longitude: expect.closeTo(-97.743, 2) },
        zipcode: '78701',
      });
      const response = await get(address('10001'));
      expect(response.json()).toEqual([
        {
          address: 'New York, NY 10001, US',
          coordinates: { latitude: 40.7484, longitude: -73.9967 },
          zipcode: '10001',
        },
      ]);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('falls back to the best match for free text and answers [] when unknown', async () => {
      expect((await get(address('1 Main St, Austin, TX 78701'))).json()[0].address).toBe('Austin, TX 78701, US');
      expect((await get(address('zurich'))).json()[0]).toMatchObject({ address: 'Zürich, ZH, CH', zipcode: '' });
      for (const text of ['Qwxyzzy Flats', '00000']) expect((await get(address(text))).json()).toEqual([]);
      expect((await get('/api/v1/location/get/address/')).json()).toEqual([]);
    });
  });

  describe('get/timezone', () => {
    it.each([
      ['40.7128', '-74.0060', 'America/New_York'],
      ['41.9028', '12.4964', 'Europe/Rome'],
      ['34.0522', '-118.2437', 'America/Los_Angeles'],
      ['21.3069', '-157.8583', 'Pacific/Honolulu'],
      ['%2030.27', '-97.74%20', 'America/Chicago'],
    ])('%s, %s is in %s', async (latitude, longitude, zone) => {
      const response = await get(`/api/v1/location/get/timezone/${latitude}/${longitude}`, {
        authorization: 'Bearer x',
      });
      expect(response.statusCode).toBe(200);
      expect(TimezoneResponseSchema.strict().parse(response.json())).toEqual({ timezone: { id: zone } });
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });

    it.each([
      ['abc', '10'],
      ['10', 'east'],
      ['91', '0'],
      ['-90.5', '0'],
      ['0', '180.1'],
      ['0', '-181'],
      ['NaN', '0'],
      ['Infinity', '0'],
      ['0x10', '0'],
      ['1e5', '0'],
      ['%20', '0'],
    ])('answers 400 with a message for %s, %s', async (latitude, longitude) => {
      const response = await get(`/api/v1/location/get/timezone/${latitude}/${longitude}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/(Latitude|Longitude) must be a number between/);
    });

    it('exports timezoneAt for other modules', () => {
      expect(timezoneAt(40.7128, -74.006)).toBe('America/New_York');
      expect(() => timezoneAt(95, 0)).toThrow(/between/);
      expect(() => timezoneAt(Number.NaN, 0)).toThrow(/between/);
    });
  });
});

describe('location rate limit', async () => {
  const { app } = await createTestApp({ env: { LOCATION_RATE_LIMIT: '3' }, reference: false });

  it('limits each location endpoint per IP', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await app.inject(places('a'))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject(places('a'));
    expect(limited.json().message).toEqual(expect.any(String));
    expect((await app.inject('/api/v1/location/get/timezone/0/0')).statusCode).toBe(200);
  });
});

describe('online geocoder', async () => {
  let mode: 'answer' | 'fail' | 'slow' | 'garbage' = 'answer';
  const requests: http.IncomingMessage[] = [];
  const standIn = http.createServer((request, response) => {
    requests.push(request);
    if (mode === 'fail') return response.writeHead(503).end('busy');
    if (mode === 'garbage')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"not":"a list"}');
    const answer = () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify([
          {
            place_id: 1,
            lat: '30.2672',
            lon: '-97.7431',
            display_name: '100 Congress Avenue, Austin, Travis County, Texas, 78701, United States',
            address: {
              house_number: '100',
              road: 'Congress Avenue',
              city: 'Austin',
              state: 'Texas',
              postcode: '78701',
              country_code: 'us',
            },
          },
        ]),
      );
    if (mode === 'slow') setTimeout(answer, 3000).unref();
    else answer();
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const geocoderUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  afterAll(() => {
    standIn.closeAllConnections();
    standIn.close();
  });
  const { app } = await createTestApp({
    env: { GEOCODER_URL: `${geocoderUrl}/`, LOCATION_RATE_LIMIT: '100000' },
    reference: false,
  });
  const geocode = async (text: string) => {
    const response = await app.inject(address(text));
    expect(response.statusCode).toBe(200);
    return GeocodedAddressListResponseSchema.parse(response.json());
  };

  it('is configured by GEOCODER_URL', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org/' }).geocoderUrl).toBe(
      'https://nominatim.example.org',
    );
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://example.org' })).toThrow(/GEOCODER_URL/);
  });

  it('geocodes free text online, Nominatim-style, with an identifying User-Agent', async () => {
    mode = 'answer';
    expect(await geocode('100 Congress Ave, Austin')).toEqual([
      {
        address: '100 Congress Avenue, Austin, Travis County, Texas, 78701, United States',
        coordinates: { latitude: 30.2672, longitude: -97.7431 },
        zipcode: '78701',
      },
    ]);
    const request = requests.at(-1)!;
    const url = new URL(request.url!, geocoderUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      q: '100 Congress Ave, Austin',
    });
    expect(request.headers['user-agent']).toMatch(/^HourlySpaces\/1\.0 \(\+http/);
  });

  it('answers place strings and bare ZIPs offline, without a request', async () => {
    const before = requests.length;
    expect((await geocode('Austin, TX 78701, US'))[0]!.address).toBe('Austin, TX 78701, US');
    expect((await geocode('10001'))[0]!.address).toBe('New York, NY 10001, US');
    expect(requests.length).toBe(before);
  });

  it('caches online answers', async () => {
    mode = 'answer';
    await geocode('200 Congress Ave, Austin');
    const before = requests.length;
    await geocode('200 congress ave  austin');
    expect(requests.length).toBe(before);
  });

  it('falls back to the offline answer when the geocoder fails or answers nonsense', async () => {
    mode = 'fail';
    expect((await geocode('1 Main St, Austin, TX 78701'))[0]!.address).toBe('Austin, TX 78701, US');
    mode = 'garbage';
    expect((await geocode('2 Main St, Austin, TX 78701'))[0]!.address).toBe('Austin, TX 78701, US');
  });

  it('gives up on a slow geocoder after 2 seconds', async () => {
    mode = 'slow';
    const startedAt = performance.now();
    expect((await geocode('3 Main St, Austin, TX 78701'))[0]!.address).toBe('Austin, TX 78701, US');
    const elapsed = performance.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(2900);
  });

  it('falls back when the geocoder cannot be reached at all', async () => {
    const tiny: GazetteerSource = {
      cities: () => [
        {
          name: 'Austin',
          country: 'US',
          adminCode: 'TX',
          featureCode: 'PPL',
          population: 1,
          latitude: 30,
          longitude: -97,
        },
      ],
      zipCodes: () => [],
      stateNames: () => new Map(),
    };
    const service = createLocationService({
      geocoderUrl: 'http://127.0.0.1:9',
      geocoderTimeoutMs: 200,
      gazetteer: createLazyGazetteer(tiny),
    });
    expect(await service.geocode('1 Main St, Austin')).toEqual([
      { address: 'Austin, TX, US', coordinates: { latitude: 30, longitude: -97 }, zipcode: '' },
    ]);
  });
});
