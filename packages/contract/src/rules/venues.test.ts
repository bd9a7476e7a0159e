import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { problemsOf } from '../test-support.ts';
import { GuestLimitSchema, VenueCreateBodySchema } from '../venues.ts';
import {
  finalPhotoCount,
  guestLimitProblems,
  isSlotCount,
  isWholeCents,
  photoCountError,
  rentProblems,
} from './venues.ts';

const listing = {
  title: 'Sunny Backyard',
  description: 'A lawn with a grill.',
  rent: '25',
  categoryId: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  latitude: '30.27',
  longitude: '-97.74',
  zipcode: '78701',
  address: '1 Main St, Austin, TX',
  guestLimit: '{"adults":6,"children":2,"infants":0}',
};

/** The messages the create schema gives one field. */
const fieldProblems = (field: string, value: unknown) =>
  (VenueCreateBodySchema.safeParse({ ...listing, [field]: value }).error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe('rent rule', () => {
  it('is given, not negative and in whole cents, every problem named', () => {
    expect(isWholeCents(25.5)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(1.234)).toBe(false);
    expect(rentProblems(25.5)).toEqual([]);
    expect(rentProblems(Number.NaN)).toEqual([Messages.provideAllDetails]);
    expect(rentProblems(-1)).toEqual([Messages.rentNegative]);
    expect(rentProblems(-1.234)).toEqual([Messages.rentNegative, Messages.rentWholeCents]);
  });

  it('is the rule the listing schema applies to rent', () => {
    for (const rent of ['0', '25.50', '-1', '1.234', '-1.234', '0.004'])
      expect(fieldProblems('rent', rent)).toEqual(rentProblems(Number(rent)));
    expect(fieldProblems('rent', '')).toEqual(rentProblems(Number.NaN));
  });
});

describe('guest limit rule', () => {
  it('is a whole number, not negative, with at least one adult', () => {
    expect(guestLimitProblems(2, 'adults')).toEqual([]);
    expect(guestLimitProblems(0, 'children')).toEqual([]);
    expect(guestLimitProblems(0, 'adults')).toEqual([Messages.guestLimitNeedsAdult]);
    expect(guestLimitProblems(-1, 'adults')).toEqual([Messages.guestLimitNegative, Messages.guestLimitNeedsAdult]);
    expect(guestLimitProblems(-1, 'infants')).toEqual([Messages.guestLimitNegative]);
    expect(guestLimitProblems(0.5, 'adults')).toEqual([Messages.guestLimitNegative]);
    expect(guestLimitProblems(Number.NaN, 'children')).toEqual([Messages.provideAllDetails]);
  });

  it('is the rule GuestLimitSchema applies to each count', () => {
    for (const count of [0, 1, 6, -1, 0.5, -2.5])
      for (const kind of ['adults', 'children', 'infants'] as const) {
        const guests = { adults: 1, children: 0, infants: 0, [kind]: count };
        expect(problemsOf(GuestLimitSchema, guests)).toEqual(guestLimitProblems(count, kind));
      }
  });
});

describe('slot count rule', () => {
  it('is a whole number of at least 1', () => {
    expect(isSlotCount(1)).toBe(true);
    expect(isSlotCount(0)).toBe(false);
    expect(isSlotCount(2.5)).toBe(false);
  });

  it('is the rule the listing schema applies to slots (0 means "none" there)', () => {
    for (const slots of [1, 4, -1, 2.5])
      expect(fieldProblems('slots', String(slots))).toEqual(isSlotCount(slots) ? [] : [Messages.slotsRequired]);
  });
});

describe('photo count rule', () => {
  it('wants 3 to 20 photos, counting existing − deleted + new on edit', () => {
    expect(photoCountError('add', 2)).toBe(Messages.addAtLeastThreeImages);
    expect(photoCountError('edit', 2)).toBe(Messages.listingNeedsThreeImages);
    expect(photoCountError('add', 3)).toBeUndefined();
    expect(photoCountError('edit', 20)).toBeUndefined();
    expect(photoCountError('edit', 21)).toBe(Messages.tooManyImages);
    expect(finalPhotoCount(4, 2, 1)).toBe(3);
  });
});
