import { Limits, ListingStatus, Messages, type VenueDetail } from '@app/contract';
import { guestLimitProblems, isSlotCount, rentProblems, type GuestKind } from '@app/contract/rules';

/** The Add / Edit listing form as typed (docs/product/screens.md, docs/product/rules.md#entities listing payloads); numbers stay text until they are sent. */
export interface ListingValues {
  title: string;
  description: string;
  categoryId: string;
  address: string;
  /** Set only when the address was picked from the suggestions. */
  coordinates: { latitude: number; longitude: number } | null;
  /** IANA id from GET /location/get/timezone; '' lets the server work it out from the coordinates. */
  timezone: string;
  rent: string;
  slots: string;
  adults: string;
  children: string;
  infants: string;
  status: string;
  zipcode: string;
  amenityIds: string[];
}

export type ListingField = Exclude<keyof ListingValues, 'coordinates' | 'timezone'> | 'photos';
export type ListingErrors = Partial<Record<ListingField, string>>;

/** Field order on screen: the first problem in it is the one the snackbar announces. */
export const listingFieldOrder: readonly ListingField[] = [
  'title',
  'description',
  'categoryId',
  'address',
  'rent',
  'slots',
  'adults',
  'children',
  'infants',
  'status',
  'zipcode',
  'amenityIds',
  'photos',
];

export const emptyListing: ListingValues = {
  title: '',
  description: '',
  categoryId: '',
  address: '',
  coordinates: null,
  timezone: '',
  rent: '',
  slots: '',
  adults: '',
  children: '',
  infants: '',
  status: String(ListingStatus.ACTIVE),
  zipcode: '',
  amenityIds: [],
};

/** The edit form starts from the listing as the server has it. */
export function valuesOfVenue(venue: VenueDetail): ListingValues {
  return {
    title: venue.title,
    description: venue.description,
    categoryId: venue.categoryId,
    address: venue.address,
    coordinates: { latitude: venue.latitude, longitude: venue.longitude },
    timezone: venue.timezone,
    rent: String(venue.rent),
    slots: venue.slots ? String(venue.slots) : '',
    adults: String(venue.guestLimit.adults),
    children: String(venue.guestLimit.children),
    infants: String(venue.guestLimit.infants),
    status: String(venue.status),
    zipcode: venue.zipcode,
    amenityIds: [...venue.amenityIds],
  };
}

const blank = (text: string) => text.trim() === '';
const numberOf = (text: string) => (blank(text) ? Number.NaN : Number(text.trim()));

const guestProblem = (values: ListingValues, kind: GuestKind) => guestLimitProblems(numberOf(values[kind]), kind)[0];

/**
 * docs/product/rules.md#validation Add / Edit listing, plus the server's own rules (docs/product/rules.md Listings) so nothing is sent that would be
 * refused: every field is required ('Please Provide All the Details'), rent and guest limits are not negative, the
 * slots field counts only for categories with slots (at least 1), and the address must come from the suggestions.
 * Amenities may be left empty: not every space has any.
 */
export function listingErrors(
  values: ListingValues,
  { mode, categoryHasSlots }: { mode: 'add' | 'edit'; categoryHasSlots: boolean },
): ListingErrors {
  const errors: ListingErrors = {};
  const required = Messages.provideAllDetails;
  if (blank(values.title)) errors.title = required;
  if (blank(values.description)) errors.description = required;
  if (mode === 'add' && blank(values.categoryId)) errors.categoryId = required;
  if (blank(values.address) || !values.coordinates) errors.address = required;
  errors.rent = rentProblems(numberOf(values.rent))[0];
  if (mode === 'add' && categoryHasSlots) {
    const slots = numberOf(values.slots);
    if (!Number.isFinite(slots)) errors.slots = required;
    else if (!isSlotCount(slots)) errors.slots = Messages.slotsRequired;
  }
  errors.adults = guestProblem(values, 'adults');
  errors.children = guestProblem(values, 'children');
  errors.infants = guestProblem(values, 'infants');
  if (blank(values.status)) errors.status = required;
  if (blank(values.zipcode)) errors.zipcode = required;
  for (const field of Object.keys(errors) as ListingField[]) if (!errors[field]) delete errors[field];
  return errors;
}

/** The first message in screen order; a missing field wins over a wrong one (the spec's message comes first). */
export function firstListingError(errors: ListingErrors) {
  if (Object.values(errors).includes(Messages.provideAllDetails)) return Messages.provideAllDetails;
  for (const field of listingFieldOrder) if (errors[field]) return errors[field];
  return undefined;
}

/** Only what the server accepts (docs/product/rules.md Listings): JPEG, PNG or WebP, at most 10 MB each. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoCheck {
  accepted: File[];
  /** One line per refused file, naming it. */
  problems: string[];
}

/** Checks new files against the type and size rules and the room left (`room` more photos fit). */
export function checkPhotos(files: readonly File[], room: number): PhotoCheck {
  const accepted: File[] = [];
  const problems: string[] = [];
  let tooMany = 0;
  for (const file of files) {
    if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) {
      problems.push(`${file.name || 'Pasted file'}: ${Messages.imageInvalid}`);
    } else if (file.size > Limits.imageMaxBytes) {
      problems.push(`${file.name || 'Pasted image'}: ${Messages.imageTooLarge}`);
    } else if (accepted.length >= room) {
      tooMany += 1;
    } else {
      accepted.push(file);
    }
  }
  if (tooMany) problems.push(`${Messages.tooManyImages} (${tooMany} not added)`);
  return { accepted, problems };
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const guestLimitOf = (values: ListingValues) => ({
  adults: Number(values.adults),
  children: Number(values.children),
  infants: Number(values.infants),
});

/** POST /venue/create multipart fields (docs/product/rules.md#entities, docs/product/wire-contract.md#catalog-and-venues): JSON text for lists, slots only if > 0. */
export function createPayload(values: ListingValues, photos: File[], categoryHasSlots: boolean) {
  const slots = categoryHasSlots ? Number(values.slots) : 0;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    rent: values.rent.trim(),
    ...(slots > 0 ? { slots: String(slots) } : {}),
    categoryId: values.categoryId,
    amenityIds: JSON.stringify(values.amenityIds),
    images: photos,
    latitude: String(values.coordinates!.latitude),
    longitude: String(values.coordinates!.longitude),
    zipcode: values.zipcode.trim(),
    address: values.address.trim(),
    guestLimit: JSON.stringify(guestLimitOf(values)),
    ...(values.timezone ? { timezone: values.timezone } : {}),
  };
}

/** PUT /venue/{id}/update multipart fields: as create minus category and slots, plus deleteImages. */
export function updatePayload(values: ListingValues, photos: File[], deleteImages: string[]) {
  const { slots: _slots, categoryId: _categoryId, ...fields } = createPayload(values, photos, false);
  void _slots;
  void _categoryId;
  return { ...fields, deleteImages: JSON.stringify(deleteImages) };
}
