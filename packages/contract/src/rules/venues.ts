import { Limits } from '../constants.ts';
import { Messages } from '../messages.ts';

export type GuestKind = 'adults' | 'children' | 'infants';

/** Prices are kept in whole cents: 12.345 would silently become 12.35 (or 0.004 become $0). */
export const isWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** docs/product/rules.md#validation Add listing: the rent is given, not negative and in whole cents. Every problem, in the server's order. */
export function rentProblems(rent: number): string[] {
  if (!Number.isFinite(rent)) return [Messages.provideAllDetails];
  const problems: string[] = [];
  if (rent < 0) problems.push(Messages.rentNegative);
  if (!isWholeCents(rent)) problems.push(Messages.rentWholeCents);
  return problems;
}

/**
 * docs/product/rules.md#validation Add listing: a guest limit is given, a whole number, not negative, and the listing
 * takes at least one adult. A fraction is only "negative" (the server stops there).
 */
export function guestLimitProblems(count: number, kind: GuestKind): string[] {
  if (!Number.isFinite(count)) return [Messages.provideAllDetails];
  if (!Number.isInteger(count)) return [Messages.guestLimitNegative];
  const problems: string[] = [];
  if (count < 0) problems.push(Messages.guestLimitNegative);
  if (kind === 'adults' && count < 1) problems.push(Messages.guestLimitNeedsAdult);
  return problems;
}

/** Slots of a listing (and of its schedule): a whole number, at least 1. */
export const isSlotCount = (slots: number) => Number.isInteger(slots) && slots >= 1;

/** docs/product/rules.md#validation: the final photo count (existing − deleted + new on edit) is 3 to 20. */
export function photoCountError(mode: 'add' | 'edit', finalCount: number) {
  if (finalCount < Limits.minImagesPerListing)
    return mode === 'add' ? Messages.addAtLeastThreeImages : Messages.listingNeedsThreeImages;
  if (finalCount > Limits.maxImagesPerListing) return Messages.tooManyImages;
  return undefined;
}

export const finalPhotoCount = (existing: number, deleted: number, added: number) => existing - deleted + added;
