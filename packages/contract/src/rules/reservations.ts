import { Messages } from '../messages.ts';
import type { GuestKind } from './venues.ts';

export const guestKinds = ['adults', 'children', 'infants'] as const satisfies readonly GuestKind[];

/** A number of guests of one kind: whole, not negative. */
export const isGuestCount = (count: number) => Number.isInteger(count) && count >= 0;

export const guestLimitExceededMessage = (max: number, kind: GuestKind) =>
  Messages.guestLimitExceeded.replace('{max}', String(max)).replace('{kind}', kind);

/**
 * docs/product/rules.md#validation Booking: at least one adult, then each kind a whole number between 0 and the
 * listing's limit. The first problem, with the kind of guest it is about.
 */
export function guestListProblem(guests: Record<GuestKind, number>, limits: Record<GuestKind, number>) {
  if (guests.adults < 1) return { kind: 'adults' as GuestKind, message: Messages.oneAdultMandatory };
  for (const kind of guestKinds) {
    if (!isGuestCount(guests[kind])) return { kind, message: Messages.guestCountInvalid };
    if (guests[kind] > limits[kind]) return { kind, message: guestLimitExceededMessage(limits[kind], kind) };
  }
  return undefined;
}
