import { Messages, type Block } from '@app/contract';
import { blockEndsAfterStart } from '@app/contract/rules';

/** What the block dialog edits; hours are whole hours, 24 meaning the end of the day (the API's "24:00"). */
export interface BlockForm {
  alterReservations: boolean;
  /** Chosen slot numbers; none chosen blocks the whole listing. */
  slots: number[];
  fromDate: string;
  fromHour: number;
  toDate: string;
  toHour: number;
}

export interface BlockBodyOut {
  from: { date: string; time: string };
  to: { date: string; time: string };
  alterReservations: boolean;
  slots?: number[];
}

export const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A new block: the whole listing, all day (the host only has to pick the dates). */
export const emptyBlockForm = (): BlockForm => ({
  alterReservations: false,
  slots: [],
  fromDate: '',
  fromHour: 0,
  toDate: '',
  toHour: 24,
});

/** "2026-12-24 10:00" → its date and hour ("24:00" stays 24). */
function pointOf(text: string) {
  const [date = '', time = '00:00'] = text.trim().split(/\s+/);
  return { date, hour: Number(time.split(':')[0]) || 0 };
}

/** A block's end at a midnight as the end of the day before ("2026-12-18 00:00" → 17 Dec, 24). */
function endOf(text: string) {
  const point = pointOf(text);
  return point.date && point.hour === 0 ? { date: addDays(point.date, -1), hour: 24 } : point;
}

/** An existing block in the dialog's terms. */
export function blockFormOf(block: Block): BlockForm {
  const from = pointOf(block.from);
  const to = endOf(block.to);
  return {
    alterReservations: false,
    slots: block.slots ?? [],
    fromDate: from.date,
    fromHour: from.hour,
    toDate: to.date,
    toHour: to.hour,
  };
}

export type BlockFormErrors = Partial<Record<'from' | 'to', string>>;

/** The server's rules, checked before sending: both ends given, and the block ends after it starts. */
export function blockFormErrors(form: BlockForm): BlockFormErrors {
  const errors: BlockFormErrors = {};
  if (!form.fromDate) errors.from = Messages.blockStartRequired;
  if (!form.toDate) errors.to = Messages.blockEndRequired;
  if (errors.from || errors.to) return errors;
  const from = { date: form.fromDate, hour: form.fromHour };
  const to = { date: form.toDate, hour: form.toHour };
  if (!blockEndsAfterStart(from, to)) errors.to = Messages.blockEndAfterStart;
  return errors;
}

/** The create/update body of docs/product/wire-contract.md#schedules-and-blocks; `slots` is left out for a whole-listing block. */
export function blockBodyOf(form: BlockForm): BlockBodyOut {
  return {
    from: { date: form.fromDate, time: clock(form.fromHour) },
    to: { date: form.toDate, time: clock(form.toHour) },
    alterReservations: form.alterReservations,
    ...(form.slots.length ? { slots: [...form.slots].sort((a, b) => a - b) } : {}),
  };
}

function addDays(date: string, days: number) {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as "Thu 24 Dec 2026" (read at noon UTC so no time zone can move it to another day). */
export const formatDay = (date: string) =>
  dayFormat
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** A block's start as shown in the list; 24:00 reads as the next day's 00:00 (docs/product/rules.md#entities). */
export function formatBlockStart(text: string) {
  const point = pointOf(text);
  if (!point.date) return text;
  return point.hour === 24
    ? `${formatDay(addDays(point.date, 1))}, 00:00`
    : `${formatDay(point.date)}, ${clock(point.hour)}`;
}

/** A block's end as shown in the list; one at 24:00, or at the next day's 00:00, is the end of its day. */
export function formatBlockEnd(text: string) {
  const point = endOf(text);
  if (!point.date) return text;
  return `${formatDay(point.date)}, ${point.hour === 24 ? 'end of day' : clock(point.hour)}`;
}

/** "Space 2, Space 5", or "Whole listing" when the block has no slots. */
export const blockSlotsText = (slots: number[] | null, slotName: string) =>
  slots && slots.length ? slots.map((slot) => `${slotName} ${slot}`).join(', ') : 'Whole listing';
