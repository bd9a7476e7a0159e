import { apiCall } from './api.ts';

/** Location endpoints answer bare bodies (docs/product/wire-contract.md#location). */
export const findPlaces = (text: string, signal?: AbortSignal) =>
  apiCall('GET /location/find/places/*', { params: { '*': text }, signal });

export const geocodeAddress = (text: string, signal?: AbortSignal) =>
  apiCall('GET /location/get/address/*', { params: { '*': text }, signal });

export const findTimezone = (latitude: number, longitude: number) =>
  apiCall('GET /location/get/timezone/:lat/:lng', { params: { lat: latitude, lng: longitude } }).then(
    (body) => body.timezone.id,
  );
