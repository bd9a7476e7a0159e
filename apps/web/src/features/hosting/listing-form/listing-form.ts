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

/** Field order on screen: without an empty field, the first problem in it is the one the snackbar announces. */
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

/** What an empty field needs, said under it (docs/product/messages.md); the snackbar says the spec's words once. */
const requiredMessages = {
  title: Messages.listingTitleRequired,
  description: Messages.listingDescriptionRequired,
  categoryId: Messages.listingCategoryRequired,
  address: Messages.listingAddressRequired,
  rent: Messages.listingRentRequired,
  slots: Messages.listingSlotsRequired,
  adults: Messages.listingAdultsRequired,
  children: Messages.listingChildrenRequired,
  infants: Messages.listingInfantsRequired,
  status: Messages.listingStatusRequired,
  zipcode: Messages.listingZipcodeRequired,
} as const satisfies Partial<Record<ListingField, string>>;
const missingTexts = new Set<string>([...Object.values(requiredMessages), Messages.listingAddressNotPicked]);

const guestProblem = (values: ListingValues, kind: GuestKind) =>
  blank(values[kind]) ? requiredMessages[kind] : guestLimitProblems(numberOf(values[kind]), kind)[0];

/**
 * docs/product/rules.md#validation Add / Edit listing, plus the server's own rules (docs/product/rules.md Listings) so nothing is sent that would be
 * refused: every field is required (each empty one says what it needs; the form's snackbar says
 * 'Please Provide All the Details'), rent and guest limits are not negative, the slots field counts only for
 * categories with slots (at least 1), and the address must come from the suggestions. Amenities may be left empty:
 * not every space has any.
 */
export function listingErrors(
  values: ListingValues,
  { mode, categoryHasSlots }: { mode: 'add' | 'edit'; categoryHasSlots: boolean },
): ListingErrors {
  const errors: ListingErrors = {};
  if (blank(values.title)) errors.title = requiredMessages.title;
  if (blank(values.description)) errors.description = requiredMessages.description;
  if (mode === 'add' && blank(values.categoryId)) errors.categoryId = requiredMessages.categoryId;
  if (blank(values.address)) errors.address = requiredMessages.address;
  else if (!values.coordinates) errors.address = Messages.listingAddressNotPicked;
  errors.rent = blank(values.rent) ? requiredMessages.rent : rentProblems(numberOf(values.rent))[0];
  if (mode === 'add' && categoryHasSlots) {
    if (blank(values.slots)) errors.slots = requiredMessages.slots;
    else if (!isSlotCount(numberOf(values.slots))) errors.slots = Messages.slotsRequired;
  }
  errors.adults = guestProblem(values, 'adults');
  errors.children = guestProblem(values, 'children');
  errors.infants = guestProblem(values, 'infants');
  if (blank(values.status)) errors.status = requiredMessages.status;
  if (blank(values.zipcode)) errors.zipcode = requiredMessages.zipcode;
  for (const field of Object.keys(errors) as ListingField[]) if (!errors[field]) delete errors[field];
  return errors;
}

/**
 * The form's one snackbar for a refused submit: the spec's 'Please Provide All the Details' when a field is empty,
 * else the first problem in screen order.
 */
export function firstListingError(errors: ListingErrors) {
  if (Object.values(errors).some((text) => text !== undefined && missingTexts.has(text)))
    return Messages.provideAllDetails;
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
