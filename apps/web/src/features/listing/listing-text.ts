import type { VenueDetail } from '@app/contract';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "30 adults · 2 children · no infants" */
export function guestLimitText({ adults, children, infants }: VenueDetail['guestLimit']) {
  return [
    plural(adults, 'adult', 'adults'),
    children ? plural(children, 'child', 'children') : 'no children',
    infants ? plural(infants, 'infant', 'infants') : 'no infants',
  ].join(' · ');
}

/** "15 spaces": the number of bookable units, named with the category's slot prefix. */
export function slotsText(slots: number, slotPrefix: string | null, categoryName: string) {
  const unit = (slotPrefix || categoryName).toLowerCase();
  return plural(slots, unit, unit.endsWith('s') ? unit : `${unit}s`);
}
