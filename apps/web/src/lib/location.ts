import type { GeocodedAddress } from '@app/contract';
import { api } from './api.ts';

/** Location endpoints answer bare bodies (docs/product/wire-contract.md#location). */
export const findPlaces = (text: string, signal?: AbortSignal) =>
  api<string[]>(`/location/find/places/${encodeURIComponent(text)}`, { signal });

export const geocodeAddress = (text: string, signal?: AbortSignal) =>
  api<GeocodedAddress[]>(`/location/get/address/${encodeURIComponent(text)}`, { signal });

export const findTimezone = (latitude: number, longitude: number) =>
  api<{ timezone: { id: string } }>(`/location/get/timezone/${latitude}/${longitude}`).then((body) => body.timezone.id);
