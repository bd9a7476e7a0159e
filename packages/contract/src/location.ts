import { z } from 'zod';

// docs/product/wire-contract.md#location: the location endpoints answer bare bodies, without the `{ data }` envelope.

/** `GET /location/find/places/{text}`: address strings for autocomplete, best first. */
export const PlaceSuggestionsResponseSchema = z.array(z.string());

export const CoordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export const GeocodedAddressSchema = z.object({
  address: z.string(),
  coordinates: CoordinatesSchema,
  /** '' when unknown. */
  zipcode: z.string(),
});
export type GeocodedAddress = z.infer<typeof GeocodedAddressSchema>;

/** `GET /location/get/address/{text}`: the place first, then any alternatives; `[]` when unknown. */
export const GeocodedAddressListResponseSchema = z.array(GeocodedAddressSchema);

/** `GET /location/get/timezone/{lat}/{lng}`. */
export const TimezoneResponseSchema = z.object({ timezone: z.object({ id: z.string() }) });

/** Path text: percent-decoded by the server; may hold spaces, commas, quotes and slashes. */
export const LocationTextParamsSchema = z.object({ '*': z.string().max(1000).optional() });

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const coordinateOf = (label: string, limit: number) => {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  return z
    .string()
    .trim()
    .refine((value) => DECIMAL.test(value), message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));
};
export const TimezoneParamsSchema = z.object({
  lat: coordinateOf('Latitude', 90),
  lng: coordinateOf('Longitude', 180),
});
