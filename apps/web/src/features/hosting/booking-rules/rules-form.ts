import {
  defaultBookingRules,
  type BookingMode,
  type BookingRules,
  type BookingRulesBody,
  type CancellationPolicy,
  type PricingRules,
} from '@app/contract';
import { useEffect, useState } from 'react';

/** The contract's schema of the rules, loaded after the page (it brings zod): `loadRulesSchema`, `useRulesSchema`. */
export type RulesSchema = (typeof import('@app/contract/booking-rules-form'))['BookingRulesBodySchema'];
export const loadRulesSchema = () =>
  import('@app/contract/booking-rules-form').then((module) => module.BookingRulesBodySchema);

/** The schema once loaded (undefined until then, and if it could not be: the page then checks on Save). */
export function useRulesSchema() {
  const [schema, setSchema] = useState<RulesSchema>();
  useEffect(() => {
    let live = true;
    loadRulesSchema().then(
      (loaded) => live && setSchema(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return schema;
}

/** The booking rules as the page edits them: every number as the text typed (blank: null, or refused if required). */
export interface RulesForm {
  bookingMode: BookingMode;
  responseHours: string;
  cancellationPolicy: CancellationPolicy;
  bufferBeforeHours: string;
  bufferAfterHours: string;
  minHours: string;
  maxHours: string;
  noticeHours: string;
  horizonDays: string;
  weekendRent: string;
  peakRent: string;
  peakHours: number[];
  cleaningFee: string;
  extraGuestFee: string;
  extraGuestsFrom: string;
  longBookingHours: string;
  longBookingDiscountPercent: string;
}
export type RulesField = keyof RulesForm;
export type RulesErrors = Partial<Record<RulesField, string>>;

type TimeField = Exclude<keyof BookingRules, 'bookingMode' | 'cancellationPolicy' | 'pricing'>;
const timeFields = [
  'responseHours',
  'bufferBeforeHours',
  'bufferAfterHours',
  'minHours',
  'maxHours',
  'noticeHours',
  'horizonDays',
] as const satisfies readonly TimeField[];
type NumberPricingField = Exclude<keyof PricingRules, 'peakHours'>;
const pricingFields = [
  'weekendRent',
  'peakRent',
  'cleaningFee',
  'extraGuestFee',
  'extraGuestsFrom',
  'longBookingHours',
  'longBookingDiscountPercent',
] as const satisfies readonly NumberPricingField[];
const fields = new Set<string>([...timeFields, ...pricingFields, 'bookingMode', 'cancellationPolicy', 'peakHours']);

const textOf = (value: number | null) => (value === null ? '' : String(value));

export function rulesFormOf(rules: BookingRules): RulesForm {
  const form = {
    bookingMode: rules.bookingMode,
    cancellationPolicy: rules.cancellationPolicy,
    peakHours: [...rules.pricing.peakHours].sort((a, b) => a - b),
  } as RulesForm;
  for (const name of timeFields) form[name] = textOf(rules[name]);
  for (const name of pricingFields) form[name] = textOf(rules.pricing[name]);
  return form;
}

/**
 * What was typed as a number: blank is null (not used, or refused by the contract where a value is needed); "$1,250.50"
 * reads as 1250.5; anything else that is not a plain decimal number is NaN, which the contract refuses with the rule's
 * own message.
 */
export function numberOf(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (plain === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The body of `PUT /venue/{id}/rules` for the form, unchecked (numbers as numbers, blanks as null). */
export function rulesBodyOf(form: RulesForm, schema: RulesSchema) {
  const time = Object.fromEntries(timeFields.map((name) => [name, numberOf(form[name])])) as Record<
    TimeField,
    number | null
  >;
  const pricing = Object.fromEntries(pricingFields.map((name) => [name, numberOf(form[name])])) as Record<
    NumberPricingField,
    number | null
  >;
  // An instant listing's answer hours are hidden: a value the contract would refuse there goes back to the default.
  const responseHours =
    form.bookingMode === 'instant' && !schema.shape.responseHours.safeParse(time.responseHours).success
      ? defaultBookingRules.responseHours
      : time.responseHours;
  return {
    bookingMode: form.bookingMode,
    ...time,
    responseHours,
    cancellationPolicy: form.cancellationPolicy,
    pricing: { ...pricing, peakHours: [...form.peakHours].sort((a, b) => a - b) },
  };
}

/** The form field an issue path names (`['bufferBeforeHours']`, `['pricing', 'peakRent']`, `['pricing', 'peakHours', 0]`). */
export function fieldOf(path: readonly PropertyKey[]): RulesField | undefined {
  const name = path[0] === 'pricing' ? path[1] : path[0];
  return typeof name === 'string' && fields.has(name) ? (name as RulesField) : undefined;
}

export type CheckedRules =
  { ok: true; body: BookingRulesBody } | { ok: false; errors: RulesErrors; messages: string[] };

/** The form checked by the contract's own schema: the body to send, or each field's first message. */
export function checkRules(form: RulesForm, schema: RulesSchema): CheckedRules {
  const parsed = schema.safeParse(rulesBodyOf(form, schema));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RulesErrors = {};
  const messages: string[] = [];
  for (const issue of parsed.error.issues) {
    const name = fieldOf(issue.path);
    if (name && !errors[name]) errors[name] = issue.message;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, errors, messages };
}

/** A 400's `details` (`{ horizonDays: [message] }`, `{ 'pricing.peakRent': [message] }`) as the fields' messages. */
export function serverRulesErrors(details: unknown): RulesErrors {
  if (!details || typeof details !== 'object') return {};
  const errors: RulesErrors = {};
  for (const [path, problems] of Object.entries(details as Record<string, unknown>)) {
    const name = fieldOf(path.split('.'));
    const first: unknown = Array.isArray(problems) ? problems[0] : problems;
    if (name && typeof first === 'string' && !errors[name]) errors[name] = first;
  }
  return errors;
}
