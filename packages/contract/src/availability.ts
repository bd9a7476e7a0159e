import { z } from 'zod';
import { Messages } from './messages.ts';
import { BooleanishSchema, blankToUndefined, envelope, messageEnvelope } from './common.ts';
import { Limits } from './constants.ts';
import { blockEndsAfterStart } from './rules/blocks.ts';
import { isIsoDate } from './rules/dates.ts';
import {
  hourIntervalProblem,
  isSchedulingPeriod,
  repeatProblem,
  weekdaysProblem,
  type HourInterval,
} from './rules/schedules.ts';
import { isSlotCount } from './rules/venues.ts';

/** `"HH:00"` (or a bare hour) → the hour number; 24 is allowed where `allowEnd` (end of day). */
export function hourOf(value: unknown, allowEnd: boolean): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= (allowEnd ? 24 : 23) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  if (match[2] !== undefined && match[2] !== '00') return undefined;
  return hour >= 0 && hour <= (allowEnd ? 24 : 23) ? hour : undefined;
}

/** Schedule `date` arrives as JSON text (`"[1,3,5]"`, `"\"2026-12-24\""`), a raw array or a plain date. */
const parseScheduleDate = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
};

const numberish = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToUndefined(value);

const IntervalInputSchema = z.object({ from: z.unknown(), to: z.unknown() }).transform((interval, ctx) => {
  const from = hourOf(interval.from, false);
  const to = hourOf(interval.to, true);
  if (from === undefined || to === undefined) {
    ctx.addIssue({ code: 'custom', message: Messages.intervalInvalid });
    return z.NEVER;
  }
  return { from, to };
});

export const ScheduleEntryInputSchema = z
  .object({
    type: z.preprocess(
      numberish,
      z.union([z.literal(1), z.literal(2), z.literal(3)], { error: Messages.scheduleTypeInvalid }),
    ),
    date: z.preprocess(parseScheduleDate, z.unknown()),
    intervals: z.array(IntervalInputSchema, { error: Messages.intervalInvalid }),
    unit: z.preprocess(numberish, z.unknown()),
    frequency: z.preprocess(numberish, z.unknown()),
  })
  .transform((entry, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    if (!entry.intervals.length) return fail(Messages.intervalInvalid, 'intervals');
    const seen: HourInterval[] = [];
    for (const interval of entry.intervals) {
      const problem = hourIntervalProblem(seen, interval.from, interval.to);
      if (problem) return fail(problem, 'intervals');
      seen.push(interval);
    }
    const intervals = [...seen].sort((a, b) => a.from - b.from);
    if (entry.type === 2) {
      const weekdays = Array.isArray(entry.date) ? entry.date.map(numberish) : undefined;
      const problem = weekdaysProblem(weekdays);
      if (problem) return fail(problem, 'date');
      return { type: 2 as const, weekdays: [...new Set(weekdays as number[])].sort(), intervals };
    }
    const date = entry.date;
    if (!isIsoDate(date)) return fail(Messages.scheduleDateRequired, 'date');
    if (entry.type === 1) return { type: 1 as const, date, intervals };
    const repeat = repeatProblem(entry.unit, entry.frequency);
    if (repeat) return fail(repeat.message, repeat.field);
    return {
      type: 3 as const,
      date,
      unit: entry.unit as 1 | 2 | 3 | 4,
      frequency: entry.frequency as number,
      intervals,
    };
  });
export type ScheduleEntryInput = z.output<typeof ScheduleEntryInputSchema>;

export const ScheduleUpdateBodySchema = z.object({
  schedules: z.array(ScheduleEntryInputSchema).max(100),
  schedulingPeriod: z.preprocess(
    (value) => numberish(value) ?? Limits.defaultSchedulingPeriod,
    z.number({ error: Messages.schedulingPeriodInvalid }).refine(isSchedulingPeriod, Messages.schedulingPeriodInvalid),
  ),
  alterReservations: z.preprocess((value) => blankToUndefined(value) ?? false, BooleanishSchema),
  slots: z.preprocess(
    numberish,
    z.number().int(Messages.slotsMinimum).refine(isSlotCount, Messages.slotsMinimum).max(500).optional(),
  ),
});
export type ScheduleUpdateBody = z.output<typeof ScheduleUpdateBodySchema>;

/** The raw view: what the editor loads and sends back (docs/product/wire-contract.md#schedules-and-blocks). */
export const ScheduleRawEntrySchema = z.object({
  type: z.number(),
  date: z.union([z.string(), z.array(z.number())]),
  intervals: z.array(z.object({ from: z.string(), to: z.string() })),
  unit: z.number().optional(),
  frequency: z.number().optional(),
});

const BlockPointSchema = (message: string) =>
  z.object({ date: z.unknown(), time: z.unknown() }, { error: message }).transform((point, ctx) => {
    const date = typeof point.date === 'string' ? point.date.trim() : '';
    const hour = hourOf(point.time, true);
    if (!isIsoDate(date) || hour === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { date, hour };
  });

export const BlockBodySchema = z
  .object({
    from: BlockPointSchema(Messages.blockStartRequired),
    to: BlockPointSchema(Messages.blockEndRequired),
    alterReservations: z.preprocess((value) => blankToUndefined(value) ?? false, BooleanishSchema),
    slots: z.preprocess(
      (value) => {
        const given = blankToUndefined(value);
        if (typeof given === 'string') {
          try {
            return JSON.parse(given);
          } catch {
            return given.split(',').map((part) => Number(part.trim()));
          }
        }
        return given;
      },
      z
        .array(
          z.preprocess(
            numberish,
            z.number().int(Messages.blockSlotsInvalid).refine(isSlotCount, Messages.blockSlotsInvalid),
          ),
        )
        .nullable()
        .optional(),
    ),
  })
  .refine((block) => blockEndsAfterStart(block.from, block.to), {
    message: Messages.blockEndAfterStart,
    path: ['to'],
  });
export type BlockBody = z.output<typeof BlockBodySchema>;

export const BlockFilterQuerySchema = z.object({
  fromDate: z.preprocess(blankToUndefined, z.iso.date({ error: Messages.blockFilterInvalid }).optional()),
  toDate: z.preprocess(blankToUndefined, z.iso.date({ error: Messages.blockFilterInvalid }).optional()),
});

export const BlockSchema = z.object({
  uuid: z.string(),
  from: z.string(),
  to: z.string(),
  slots: z.array(z.number()).nullable(),
  alterReservations: z.boolean(),
});
export type Block = z.infer<typeof BlockSchema>;

export const ScheduleRawResponseSchema = envelope(z.array(ScheduleRawEntrySchema));
export const ScheduleUpdatedResponseSchema = messageEnvelope(z.array(ScheduleRawEntrySchema));
export const BlockListResponseSchema = envelope(z.array(BlockSchema));
export const BlockSavedResponseSchema = messageEnvelope(BlockSchema);
