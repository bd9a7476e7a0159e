// Apart from the schedule rules: the blocked-dates page needs only this one, and a rules module shared with the
// schedule dialog would be a chunk of its own.
/** A block ends after it starts (the same date needs a later hour). */
export const blockEndsAfterStart = (from: { date: string; hour: number }, to: { date: string; hour: number }) =>
  from.date < to.date || (from.date === to.date && from.hour < to.hour);
