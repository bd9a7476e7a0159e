import { z } from 'zod';
import { BookingRulesOutSchema } from './booking-rules.ts';
import { Messages } from './messages.ts';
import {
  blankToUndefined,
  displayTextCheck,
  envelope,
  isUuid,
  messageEnvelope,
  problemsCheck,
  UuidSchema,
} from './common.ts';
import { Limits, ListingStatus } from './constants.ts';
import { CategorySchema } from './catalog.ts';
import { guestLimitProblems, isSlotCount, rentProblems, type GuestKind } from './rules/venues.ts';

const required = Messages.provideAllDetails;

/** Multipart numbers arrive as strings; blank means "not given". */
const numberField = (message = required) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z.number({ error: message }).refine(Number.isFinite, message),
  );

/** JSON text (multipart), a raw value, or a comma-separated list. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed.includes(',') ? trimmed.split(',').map((part) => part.trim()) : value;
  }
};

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const GuestCount = (kind: GuestKind) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: required })
      .int(Messages.guestLimitNegative)
      .superRefine(problemsCheck((count: number) => guestLimitProblems(count, kind)))
      .max(10_000),
  );

export const GuestLimitSchema = z.preprocess(
  jsonText,
  z.object(
    { adults: GuestCount('adults'), children: GuestCount('children'), infants: GuestCount('infants') },
    { error: required },
  ),
);

export const AmenityIdsSchema = z.preprocess(
  (value) => {
    const parsed = jsonText(value);
    if (parsed === undefined) return [];
    return Array.isArray(parsed) ? parsed : [parsed];
  },
  z.array(z.string({ error: Messages.unknownAmenity }).refine(isUuid, Messages.unknownAmenity)).max(50),
);

const RentSchema = numberField().pipe(z.number().max(100_000).superRefine(problemsCheck(rentProblems)));
const TimezoneSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isTimeZone, Messages.invalidTimezone).optional(),
);
const StatusSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.toUpperCase() === 'ACTIVE'
        ? 1
        : value.toUpperCase() === 'INACTIVE'
          ? 2
          : Number(value)
      : blankToUndefined(value),
  z.union([z.literal(ListingStatus.ACTIVE), z.literal(ListingStatus.INACTIVE)], {
    error: 'Status must be 1 (ACTIVE) or 2 (INACTIVE)',
  }),
);
const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: required }).trim().min(1, required).max(max));
const displayText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: required }).trim().min(1, required).max(max).superRefine(displayTextCheck),
  );

const venueFields = {
  title: displayText(120),
  description: displayText(5000),
  status: StatusSchema,
  rent: RentSchema,
  address: text(300),
  latitude: numberField().pipe(z.number().min(-90, required).max(90, required)),
  longitude: numberField().pipe(z.number().min(-180, required).max(180, required)),
  zipcode: text(12),
  guestLimit: GuestLimitSchema,
  amenityIds: AmenityIdsSchema,
  timezone: TimezoneSchema,
};

export const VenueCreateBodySchema = z.object({
  ...venueFields,
  status: z.preprocess(blankToUndefined, StatusSchema.optional()).transform((status) => status ?? ListingStatus.ACTIVE),
  categoryId: z.preprocess(
    blankToUndefined,
    z.string({ error: required }).refine((value) => UuidSchema.safeParse(value).success, Messages.unknownCategory),
  ),
  slots: z.preprocess((value) => {
    const given = blankToUndefined(value);
    const number = typeof given === 'string' ? Number(given) : given;
    return number === 0 ? undefined : number;
  }, z.number().int(Messages.slotsRequired).refine(isSlotCount, Messages.slotsRequired).max(500).optional()),
});
export type VenueCreateBody = z.infer<typeof VenueCreateBodySchema>;

/** Every field optional (absent = unchanged); a blank value for a given field is an error, as on create. */
export const VenueUpdateBodySchema = z
  .object(venueFields)
  .partial()
  .extend({
    deleteImages: z.preprocess(
      (value) => {
        const parsed = jsonText(value);
        if (parsed === undefined) return [];
        return Array.isArray(parsed) ? parsed : [parsed];
      },
      z.array(z.string().max(300)).max(Limits.maxImagesPerListing),
    ),
    categoryId: z.preprocess(blankToUndefined, z.string().optional()),
    slots: z.preprocess(blankToUndefined, z.unknown().optional()),
  });
export type VenueUpdateBody = z.infer<typeof VenueUpdateBodySchema>;

/** `coordinateRange` arrives as JSON text: `{"radius":"25","longitude":-74.01,"latitude":40.7}`. */
export const CoordinateRangeSchema = z.preprocess(
  (value) => {
    const parsed = jsonText(value);
    return parsed === undefined || parsed === '' ? undefined : parsed;
  },
  z
    .object(
      {
        latitude: z.preprocess(blankToUndefined, z.coerce.number().min(-90).max(90).optional()),
        longitude: z.preprocess(blankToUndefined, z.coerce.number().min(-180).max(180).optional()),
        radius: z.preprocess(
          (value) =>
            value === '' || value === false || value === 'false' || value === null || value === undefined
              ? undefined
              : value,
          z.coerce.number().positive().max(12_500).optional(),
        ),
        zipcode: z.preprocess(blankToUndefined, z.coerce.string().trim().max(12).optional()),
      },
      { error: Messages.invalidCoordinateRange },
    )
    .optional(),
);

/**
 * The search's own refusals (docs/product/wire-contract.md#search), beside its schema rather than in `Messages`: only
 * the server says them, and `Messages` is in every page the web app loads.
 */
export const SearchMessages = {
  searchPriceInvalid: 'Prices are dollars an hour from 0 to 100,000',
  searchPriceRange: 'The highest price cannot be below the lowest',
  searchGuestsInvalid: 'Guests is a whole number from 1 to 1,000',
  searchAmenitiesInvalid: 'amenityIds must be a JSON list of amenity ids',
  searchInstantBookInvalid: 'instantBook is true or false',
  searchBboxInvalid: 'bbox is minLng,minLat,maxLng,maxLat in degrees, each minimum below its maximum',
  searchSortInvalid: 'sort is one of relevance, distance, rating, newest, popular, price_asc, price_desc',
  searchDistanceNeedsPoint: 'Sorting by distance needs a place to measure from',
} as const;

const DateParam = z.preprocess(blankToUndefined, z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional());
/** Dollars an hour (the listing's base rent), as the search's price range gives them. */
const PriceParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SearchMessages.searchPriceInvalid })
    .min(0, SearchMessages.searchPriceInvalid)
    .max(100_000, SearchMessages.searchPriceInvalid)
    .optional(),
);
/**
 * docs/product/wire-contract.md#search: the spec's orders, and `relevance` (today's: nearest first with a point,
 * else best rated), price both ways. `distance` needs a point.
 */
export const SearchSorts = ['relevance', 'distance', 'rating', 'newest', 'popular', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SearchSorts)[number];

export const VenueSearchQuerySchema = z
  .object({
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(50).default(Limits.listingsPerPage)),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    // docs/product/wire-contract.md#catalog-and-venues: clients send categoryId=0 when the category select is reset; 0 and blank mean "any category".
    categoryId: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*0\s*$/.test(value) ? undefined : blankToUndefined(value)),
      z.string().trim().optional(),
    ),
    coordinateRange: CoordinateRangeSchema,
    zipcode: z.preprocess(blankToUndefined, z.string().trim().max(12).optional()),
    fromDate: DateParam,
    toDate: DateParam,
    sort: z.preprocess(blankToUndefined, z.enum(SearchSorts, { error: SearchMessages.searchSortInvalid }).optional()),
    minPrice: PriceParam,
    maxPrice: PriceParam,
    guests: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SearchMessages.searchGuestsInvalid })
        .int(SearchMessages.searchGuestsInvalid)
        .min(1, SearchMessages.searchGuestsInvalid)
        .max(1000, SearchMessages.searchGuestsInvalid)
        .optional(),
    ),
    amenityIds: z.preprocess(
      (value) => {
        const parsed = jsonText(value);
        return parsed === '' ? undefined : parsed;
      },
      z
        .array(
          z.string().refine((id) => UuidSchema.safeParse(id).success, SearchMessages.searchAmenitiesInvalid),
          {
            error: SearchMessages.searchAmenitiesInvalid,
          },
        )
        .max(50, SearchMessages.searchAmenitiesInvalid)
        .optional(),
    ),
    instantBook: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: SearchMessages.searchInstantBookInvalid })
        .transform((value) => value === 'true')
        .optional(),
    ),
    bbox: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((text, context) => {
          const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
          const [minLng, minLat, maxLng, maxLat] = parts as [number, number, number, number];
          const valid =
            parts.length === 4 &&
            parts.every(Number.isFinite) &&
            minLng >= -180 &&
            maxLng <= 180 &&
            minLat >= -90 &&
            maxLat <= 90 &&
            minLng < maxLng &&
            minLat < maxLat;
          if (!valid) {
            context.addIssue({ code: 'custom', message: SearchMessages.searchBboxInvalid });
            return z.NEVER;
          }
          return { minLng, minLat, maxLng, maxLat };
        })
        .optional(),
    ),
  })
  .superRefine((query, context) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice)
      context.addIssue({ code: 'custom', path: ['maxPrice'], message: SearchMessages.searchPriceRange });
  });
export type VenueSearchQuery = z.infer<typeof VenueSearchQuerySchema>;

export const VenueHostSchema = z.object({ userId: UuidSchema, name: z.string(), designation: z.string() });
export const GuestLimitOutSchema = z.object({ adults: z.number(), children: z.number(), infants: z.number() });

export const VenueCardSchema = z.object({
  uuid: UuidSchema,
  title: z.string(),
  description: z.string(),
  address: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  rent: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  category: z.object({ uuid: UuidSchema, name: z.string() }),
  host: VenueHostSchema,
  approved: z.boolean(),
  status: z.number(),
  slots: z.number().nullable(),
  guestLimit: GuestLimitOutSchema,
  isFavourite: z.boolean(),
  distance: z.number().nullable(),
  /** docs/product/wire-contract.md#booking-rules: the listing's booking rules, every one at its value or default. */
  rules: BookingRulesOutSchema,
});
export type VenueCard = z.infer<typeof VenueCardSchema>;

export const ScheduleSlotSchema = z.object({ id: z.number(), status: z.number() });
export const ScheduleIntervalSchema = z.object({
  time: z.string(),
  status: z.number(),
  slots: z.array(ScheduleSlotSchema),
});
export const VenueScheduleDaySchema = z.object({
  date: z.string(),
  status: z.number(),
  intervals: z.array(ScheduleIntervalSchema),
});

export const VenueDetailSchema = VenueCardSchema.extend({
  status: z.number(),
  category: CategorySchema,
  categoryId: UuidSchema,
  amenities: z.array(z.object({ uuid: UuidSchema, name: z.string(), status: z.number() })),
  amenityIds: z.array(UuidSchema),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  timezone: z.string(),
  schedulingPeriod: z.number(),
  rejectionReason: z.string().nullable(),
  /** Why an admin unpublished the listing (shown to its host and admins; null otherwise). */
  unpublishReason: z.string().nullable().optional(),
  schedules: z.array(VenueScheduleDaySchema),
  reservations: z.array(z.unknown()),
  createdAt: z.string(),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;

export const VenueRejectBodySchema = z.object({
  reason: z
    .string({ error: Messages.rejectionReasonRequired })
    .trim()
    .min(1, Messages.rejectionReasonRequired)
    .max(2000),
});
export const AdminVenueQuerySchema = z.object({
  approved: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : undefined),
    z.boolean().optional(),
  ),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

/** Venue searches: a page of cards and the total (capped at 1,000, then `countCapped: true`). */
export const VenueSearchResponseSchema = z.object({
  data: z.array(VenueCardSchema),
  count: z.number(),
  countCapped: z.boolean().optional(),
});
/**
 * The spread of base rents among a search's listings (its filters but its price range, order and page), for the
 * price filter's histogram: the number of listings in each band of dollars per hour, `to` null for the open last band.
 */
export const PriceBands = [0, 10, 20, 30, 40, 50, 60, 80, 100, 125, 150, 200, 300, 500] as const;
export const PriceSpreadSchema = z.object({
  bands: z.array(z.object({ from: z.number(), to: z.number().nullable(), count: z.number() })),
});
export type PriceSpread = z.infer<typeof PriceSpreadSchema>;
export const PriceSpreadResponseSchema = envelope(PriceSpreadSchema);
export const VenueCardListResponseSchema = envelope(z.array(VenueCardSchema));
export const VenueDetailListResponseSchema = envelope(z.array(VenueDetailSchema));
export const VenueDetailResponseSchema = envelope(VenueDetailSchema);
export const VenueSavedResponseSchema = messageEnvelope(VenueDetailSchema);
export const FavouriteResponseSchema = messageEnvelope(z.object({ uuid: z.string(), isFavourite: z.boolean() }));
/** `GET /admin/venue/viewall`: the older review queue. */
export const AdminVenueListResponseSchema = z.object({ data: z.array(VenueDetailSchema), count: z.number() });
