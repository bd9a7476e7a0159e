import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { Messages } from './messages.ts';
import { displayTextProblems } from './rules/text.ts';

z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
    return undefined;
  },
});

export const UuidSchema = z.uuid({ error: 'Invalid id' });

/** A malformed id can name nothing: services answer 404 for it without querying. */
export const isUuid = (value: string) => UuidSchema.safeParse(value).success;

/** Multipart and legacy clients send `"true"`/`"false"` strings for booleans. */
export const BooleanishSchema = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return value;
}, z.boolean());

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No field of the product may hold
 * them (PostgreSQL refuses NUL outright); the API answers 400 with `Messages.controlCharacters` for any of them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ControlCharacterPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (`"body.title"`, `"query.search"`) of the first string in `value` that holds a control character. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return ControlCharacterPattern.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (ControlCharacterPattern.test(key)) return `${path}.${key}`;
    const found = findControlCharacter(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Blank strings and the literal `"null"` (unselected values in multipart forms) mean "not given". */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === 'null' || value === 'undefined' || value === null ? undefined : value;

export const NumberishSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToUndefined(value)),
  z.number(),
);

/** Accepts `+15551234567`, `(+1) 555 123 4567` or `5551234567` (default country US) and yields E.164. */
export const PhoneSchema = z.string().transform((raw, ctx) => {
  const cleaned = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  const parsed = parsePhoneNumberFromString(cleaned, 'US');
  if (!parsed || !parsed.isPossible()) {
    ctx.addIssue({ code: 'custom', message: Messages.invalidPhone });
    return z.NEVER;
  }
  return parsed.number;
});

/** A refinement reporting, in order, every problem a rule of `rules/` finds. */
export const problemsCheck =
  <T>(problemsOf: (value: T) => readonly string[]) =>
  (value: T, ctx: z.RefinementCtx<T>) => {
    for (const message of problemsOf(value)) ctx.addIssue({ code: 'custom', message });
  };

/** Text people read of someone else (docs/product/rules.md#validation): no direction controls, something visible. */
export const displayTextCheck = problemsCheck<string>(displayTextProblems);

export const ImagePathSchema = z.object({ path: z.string() });

export const ErrorResponseSchema = z.object({
  message: z.string(),
  details: z.union([z.string(), z.record(z.string(), z.array(z.string()))]).optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  data: z.object({ status: z.number(), emailVerified: z.boolean(), phoneVerified: z.boolean() }).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A success body: `{ data }`, the payload one level deep (docs/product/wire-contract.md#success). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
/** A success body with the text a client shows in its snackbar. */
export const messageEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });
export const EmptyDataResponseSchema = envelope(z.object({}));
export const EmptyMessageResponseSchema = messageEnvelope(z.object({}));

/**
 * A body that is not JSON (a page, a file, a stream, a redirect): documented by its content type and status rather
 * than a JSON schema. The route's own `reply.type()` sets the content type; this schema never runs on it.
 */
export const nonJsonBody = (description: string) => z.any().describe(description);

/** `GET /health`: liveness. */
export const HealthResponseSchema = envelope(z.object({ status: z.string(), uptimeSeconds: z.number() }));
/** `GET /health/ready`: 200 when started and the database answers; 503 (same shape) while starting or when it does not. */
export const ReadinessResponseSchema = envelope(
  z.object({
    status: z.enum(['ready', 'starting', 'unavailable']),
    database: z.enum(['up', 'down']),
    /** Whether live events reach the streams of this instance (`down` while it retries a lost connection). */
    events: z.enum(['up', 'down']),
    driver: z.string(),
  }),
);
