import type { VenueDetail } from '@app/contract';
import { cancellationPolicySentence } from '@app/contract/rules';

type Rules = VenueDetail['rules'];

/** How the listing is booked, as the panel's header says it (docs/product/rules.md#request-to-book). */
export const bookingModeText = (rules: Pick<Rules, 'bookingMode' | 'responseHours'>) =>
  rules.bookingMode === 'request'
    ? `Request to book: the host answers within ${rules.responseHours} h`
    : 'Instant book';

/** The booking length the listing allows, or undefined when any length goes. */
export function lengthText({ minHours, maxHours }: Pick<Rules, 'minHours' | 'maxHours'>) {
  if (maxHours !== null)
    return minHours === maxHours ? `Bookings of ${minHours} hours.` : `Bookings of ${minHours} to ${maxHours} hours.`;
  return minHours > 1 ? `Bookings of at least ${minHours} hours.` : undefined;
}

/** Under Book: the listing's cancellation policy in one sentence, its booking length, and when the card is charged. */
export function bookingTerms(venue: Pick<VenueDetail, 'rules'>, rescheduling: boolean) {
  const { rules } = venue;
  const charge = rescheduling
    ? undefined
    : rules.bookingMode === 'request'
      ? 'Your card is authorised on the next step and charged only if the host accepts.'
      : "You won't be charged until you pay on the next step.";
  return [`${cancellationPolicySentence(rules.cancellationPolicy)}.`, lengthText(rules), charge]
    .filter(Boolean)
    .join(' ');
}

/** The policy in a few words, for the phone's booking bar. */
export const shortPolicy = ({ cancellationPolicy }: Pick<Rules, 'cancellationPolicy'>) =>
  ({
    flexible: 'Free cancellation 24 h before',
    moderate: 'Free cancellation 5 days before',
    strict: 'Half refunded up to 7 days before',
  })[cancellationPolicy];
