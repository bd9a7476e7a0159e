import tzLookup from '@photostructure/tz-lookup';
import type { GeocodedAddress } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { createLazyGazetteer, MIN_QUERY_LENGTH, normalizeText, type Place } from './gazetteer.ts';
import { createProcessCache } from '../../lib/process-cache.ts';

/** IANA time zone at a point (offline, ~100 KB of data): `timezoneAt(40.71, -74.01)` → `America/New_York`. */
export function timezoneAt(latitude: number, longitude: number): string {
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw badRequest('Latitude must be between -90 and 90 and longitude between -180 and 180');
  }
  return tzLookup(latitude, longitude);
}

export interface LocationServiceDeps {
  /** Nominatim-compatible base URL for free-text addresses; unset = offline only. */
  geocoderUrl?: string;
  fetch?: typeof fetch;
  geocoderTimeoutMs?: number;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent?: string;
  gazetteer?: ReturnType<typeof createLazyGazetteer>;
  log?: { warn(details: object, message: string): void };
}

interface NominatimResult {
  lat: string;
  lon: string;
  display_name: string;
  address?: { postcode?: string };
}

const ONLINE_CACHE_SIZE = 500;
const MAX_TEXT_LENGTH = 300;

const toGeocodedAddress = (place: Place): GeocodedAddress => ({
  address: place.address,
  coordinates: { latitude: place.latitude, longitude: place.longitude },
  zipcode: place.zipcode,
});

export function createLocationService({
  geocoderUrl,
  fetch: fetchImplementation = fetch,
  geocoderTimeoutMs = 2000,
  userAgent = 'HourlySpaces/1.0 (marketplace API)',
  gazetteer = createLazyGazetteer(),
  log,
}: LocationServiceDeps = {}) {
  // Answers of the online geocoder, kept so a text is not sent twice (Nominatim asks clients to cache).
  const onlineAnswers = createProcessCache<string, GeocodedAddress[]>({
    name: 'location.online-answers',
    limit: ONLINE_CACHE_SIZE,
  });

  async function geocodeOnline(text: string): Promise<GeocodedAddress[] | undefined> {
    const key = normalizeText(text);
    const cached = onlineAnswers.get(key);
    if (cached) return cached;
    const url = `${geocoderUrl}/search?format=jsonv2&addressdetails=1&limit=5&q=${encodeURIComponent(text)}`;
    try {
      const response = await fetchImplementation(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(geocoderTimeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const results = (await response.json()) as NominatimResult[];
      if (!Array.isArray(results)) throw new Error('geocoder answered something other than a list');
      const answer = results
        .map((result) => ({
          address: String(result.display_name ?? ''),
          coordinates: { latitude: Number(result.lat), longitude: Number(result.lon) },
          zipcode: String(result.address?.postcode ?? ''),
        }))
        .filter(
          (place) =>
            place.address &&
            Number.isFinite(place.coordinates.latitude) &&
            Number.isFinite(place.coordinates.longitude),
        );
      onlineAnswers.set(key, answer);
      return answer;
    } catch (error) {
      log?.warn({ err: error, geocoderUrl }, 'online geocoder failed; answering from the offline gazetteer');
      return undefined;
    }
  }

  return {
    /** Address strings for an autocomplete text (at most 10); `[]` below 2 characters. */
    suggest(text: string): string[] {
      const query = text.slice(0, MAX_TEXT_LENGTH);
      return normalizeText(query).length < MIN_QUERY_LENGTH ? [] : gazetteer.get().suggest(query, 10);
    },

    /**
     * A place string from `suggest` (or a bare ZIP) is answered offline, itself first. Other text goes to the
     * online geocoder when one is configured, else (or when it fails or knows nothing) to the best offline matches.
     */
    async geocode(text: string): Promise<GeocodedAddress[]> {
      const trimmed = text.trim().slice(0, MAX_TEXT_LENGTH);
      if (!trimmed) return [];
      const offline = gazetteer.get().lookup(trimmed);
      const isKnownPlace =
        offline[0]?.address.toLowerCase() === trimmed.toLowerCase() || /^\d{5}(?:-\d{4})?$/.test(trimmed);
      if (geocoderUrl && !isKnownPlace) {
        const online = await geocodeOnline(trimmed);
        if (online?.length) return online;
      }
      return offline.map(toGeocodedAddress);
    },

    timezoneAt,

    /** Builds the place index ahead of the first request, yielding to the event loop between steps. */
    warmUp: () => gazetteer.warmUp(),
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
