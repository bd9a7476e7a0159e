import { expect } from 'vitest';
import type { z } from 'zod';

/** The messages a schema answers for `input`, in order (the API shows the first one). */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The parsed value, failing the test with the schema's messages when it refuses `input`. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data as z.output<T>;
}

/** The messages a schema answers for `input`, in order; none when it accepts it. */
export const problemsOf = (schema: z.ZodType, input: unknown): string[] =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
