import { Limits, Messages } from '@app/contract';
import { finalPhotoCount, photoCountError } from '@app/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  checkPhotos,
  createPayload,
  emptyListing,
  firstListingError,
  listingErrors,
  moveItem,
  updatePayload,
  type ListingValues,
} from './listing-form.ts';

const complete: ListingValues = {
  ...emptyListing,
  title: 'Sunny Backyard',
  description: 'A lawn with a grill.',
  categoryId: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  address: '1 Main St, Austin, TX 78701, US',
  coordinates: { latitude: 30.27, longitude: -97.74 },
  timezone: 'America/Chicago',
  rent: '25.50',
  adults: '6',
  children: '2',
  infants: '0',
  zipcode: '78701',
  amenityIds: ['a1', 'a2'],
};

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('listing rules', () => {
  it('accepts a complete listing', () => {
    expect(listingErrors(complete, { mode: 'add', categoryHasSlots: false })).toEqual({});
  });

  it('asks for every field, the category included, each saying what it needs', () => {
    const errors = listingErrors(emptyListing, { mode: 'add', categoryHasSlots: true });
    expect(errors).toEqual({
      title: Messages.listingTitleRequired,
      description: Messages.listingDescriptionRequired,
      categoryId: Messages.listingCategoryRequired,
      address: Messages.listingAddressRequired,
      rent: Messages.listingRentRequired,
      slots: Messages.listingSlotsRequired,
      adults: Messages.listingAdultsRequired,
      children: Messages.listingChildrenRequired,
      infants: Messages.listingInfantsRequired,
      zipcode: Messages.listingZipcodeRequired,
    });
    // The snackbar says the spec's words once for them all.
    expect(firstListingError(errors)).toBe(Messages.provideAllDetails);
    expect(firstListingError({ zipcode: Messages.listingZipcodeRequired })).toBe(Messages.provideAllDetails);
  });

  it('needs the address picked from the suggestions', () => {
    const errors = listingErrors({ ...complete, coordinates: null }, { mode: 'add', categoryHasSlots: false });
    expect(errors).toEqual({ address: Messages.listingAddressNotPicked });
    expect(firstListingError(errors)).toBe(Messages.provideAllDetails);
  });

  it('refuses negative rent and guest limits', () => {
    const errors = listingErrors(
      { ...complete, rent: '-1', children: '-2', infants: '-1' },
      { mode: 'add', categoryHasSlots: false },
    );
    expect(errors.rent).toBe(Messages.rentNegative);
    expect(errors.children).toBe(Messages.guestLimitNegative);
    expect(errors.infants).toBe(Messages.guestLimitNegative);
    // Nothing is empty: the snackbar says the first problem.
    expect(firstListingError(errors)).toBe(Messages.rentNegative);
    expect(listingErrors({ ...complete, adults: '0' }, { mode: 'add', categoryHasSlots: false }).adults).toBe(
      Messages.guestLimitNeedsAdult,
    );
    expect(listingErrors({ ...complete, rent: '1.234' }, { mode: 'add', categoryHasSlots: false }).rent).toBe(
      Messages.rentWholeCents,
    );
  });

  it('counts slots only for categories with slots, at least 1', () => {
    expect(listingErrors({ ...complete, slots: '' }, { mode: 'add', categoryHasSlots: true }).slots).toBe(
      Messages.listingSlotsRequired,
    );
    expect(listingErrors({ ...complete, slots: '0' }, { mode: 'add', categoryHasSlots: true }).slots).toBe(
      Messages.slotsRequired,
    );
    expect(listingErrors({ ...complete, slots: '4' }, { mode: 'add', categoryHasSlots: true }).slots).toBeUndefined();
    expect(listingErrors({ ...complete, slots: '' }, { mode: 'add', categoryHasSlots: false }).slots).toBeUndefined();
    // Edit never checks category or slots: they cannot change.
    expect(listingErrors({ ...complete, categoryId: '', slots: '' }, { mode: 'edit', categoryHasSlots: true })).toEqual(
      {},
    );
  });

  it('counts photos: 3 to 20 on add, existing − deleted + new on edit', () => {
    expect(photoCountError('add', 2)).toBe(Messages.addAtLeastThreeImages);
    expect(photoCountError('add', 3)).toBeUndefined();
    expect(photoCountError('add', 21)).toBe(Messages.tooManyImages);
    expect(finalPhotoCount(4, 2, 0)).toBe(2);
    expect(photoCountError('edit', finalPhotoCount(4, 2, 0))).toBe(Messages.listingNeedsThreeImages);
    expect(photoCountError('edit', finalPhotoCount(4, 2, 1))).toBeUndefined();
    expect(photoCountError('edit', finalPhotoCount(3, 0, 0))).toBeUndefined();
  });
});

describe('photo checks', () => {
  it('takes JPEG, PNG and WebP up to 10 MB, and no more than there is room for', () => {
    const { accepted, problems } = checkPhotos(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.gif', 'image/gif'),
        file('huge.webp', 'image/webp', Limits.imageMaxBytes + 1),
        file('d.webp', 'image/webp'),
        file('e.png', 'image/png'),
      ],
      3,
    );
    expect(accepted.map((photo) => photo.name)).toEqual(['a.jpg', 'b.png', 'd.webp']);
    expect(problems).toEqual([
      `c.gif: ${Messages.imageInvalid}`,
      `huge.webp: ${Messages.imageTooLarge}`,
      `${Messages.tooManyImages} (1 not added)`,
    ]);
  });

  it('moves an item earlier or later and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('payloads', () => {
  it('sends lists as JSON text and slots only when above 0', () => {
    const photos = [file('a.jpg', 'image/jpeg')];
    const payload = createPayload({ ...complete, slots: '3' }, photos, true);
    expect(payload).toMatchObject({
      title: 'Sunny Backyard',
      status: '1',
      rent: '25.50',
      slots: '3',
      amenityIds: '["a1","a2"]',
      guestLimit: '{"adults":6,"children":2,"infants":0}',
      latitude: '30.27',
      longitude: '-97.74',
      timezone: 'America/Chicago',
      images: photos,
    });
    expect('slots' in createPayload(complete, photos, false)).toBe(false);
  });

  it('updates without category and slots, with the photos to delete', () => {
    const payload = updatePayload({ ...complete, slots: '3' }, [], ['uploads/a.webp']);
    expect('slots' in payload).toBe(false);
    expect('categoryId' in payload).toBe(false);
    expect(payload.deleteImages).toBe('["uploads/a.webp"]');
  });
});
