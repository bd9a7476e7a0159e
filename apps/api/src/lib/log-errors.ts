import pino from 'pino';

interface QueryError extends Error {
  query: string;
  params: unknown[];
  cause?: unknown;
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && typeof (error as QueryError).query === 'string' && 'params' in error;

/** PostgreSQL's own error fields that name things, never values (its `detail` and message may quote values). */
function databaseFacts(cause: unknown) {
  if (!cause || typeof cause !== 'object') return {};
  const fields = cause as Record<string, unknown>;
  // `code` would be censored by the logger's redaction of one-time codes (`*.code`): SQLSTATE goes as `sqlState`.
  const facts: Record<string, unknown> = typeof fields.code === 'string' ? { sqlState: fields.code } : {};
  for (const key of ['severity', 'constraint', 'table', 'column', 'schema', 'routine']) {
    if (typeof fields[key] === 'string') facts[key] = fields[key];
  }
  return facts;
}

const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * The `err` serializer of every log line. A failed query is logged with its SQL text, SQLSTATE and the names
 * involved, but never the values bound to it or quoted by the server (password hashes, emails, phones, codes).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (isQueryError(error)) {
    return {
      type: error.name === 'Error' ? error.constructor.name : error.name,
      message: `Failed query: ${error.query}`,
      ...databaseFacts(error.cause),
      stack: framesOf(error.stack),
    };
  }
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  // A bare driver error (no query wrapper) keeps its SQLSTATE but not the values its detail quotes.
  if (serialized && typeof serialized === 'object' && 'detail' in serialized) {
    const { detail: _detail, where: _where, ...rest } = serialized;
    return rest;
  }
  return serialized;
}
