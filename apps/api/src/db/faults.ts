/**
 * Which database failures are the connection's rather than the statement's (docs/decisions/031): the server ended the
 * session (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), refused it (53300 too many
 * connections), any connection exception (class 08), or the socket failed under the driver.
 */
const LOST_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const LOST_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' and pg-pool's own texts for a connection that ended, broke or could not be had. */
const LOST_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)$/;
/** Refused by the driver before anything was written to the socket. */
const NOT_SENT_MESSAGES = /^Client (has encountered a connection error|was closed) and is not queryable$/;

/** The error and the errors it wraps (drizzle puts the driver's under `cause`). */
function* chainOf(error: unknown) {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database connection was lost or could not be had: the statement's fate is unknown. */
export function isConnectionLoss(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (LOST_STATES.test(code) || LOST_SOCKET_CODES.has(code)) return true;
    if (typeof link.message === 'string' && LOST_MESSAGES.test(link.message)) return true;
  }
  return false;
}

const notStarted = new WeakSet<object>();

/** Records that the statement behind `error` never reached the server (or did nothing there), so may run again. */
export function markNotStarted(error: unknown) {
  if (error && typeof error === 'object') notStarted.add(error);
}

/**
 * True when the pool marked the failure as before anything started: no connection could be had, or a transaction's
 * `begin` failed. Only this may start a whole transaction again: a later statement of one that fails (even one refused
 * before sending) comes after work the transaction did.
 */
export function markedNotStarted(error: unknown): boolean {
  for (const link of chainOf(error)) if (notStarted.has(link)) return true;
  return false;
}

/** True when a statement run alone certainly did not run: marked by the pool, or refused before sending. */
export function certainlyNotStarted(error: unknown): boolean {
  if (markedNotStarted(error)) return true;
  for (const link of chainOf(error)) {
    if (typeof link.message === 'string' && NOT_SENT_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** Words that make a statement change something or lock rows (`for update`, `for share`, advisory locks). */
const WRITING_WORDS =
  /\b(insert|update|delete|merge|truncate|lock|share|nextval|setval|set_config|pg_notify|pg_terminate_backend|pg_cancel_backend)\b|advisory/i;
const FUNCTION_CALL = /([a-z_][\w$]*)"?\s*\(/gi;

/**
 * True when `text` is a select (or `with … select`) that changes nothing: no data-modifying or locking word, and no
 * call to one of `writers` (the database's own volatile functions, e.g. `booking_hold`). Run again, it reads again.
 * Anything unsure counts as a write.
 */
export function isReadOnlyStatement(text: string, writers: ReadonlySet<string>): boolean {
  const body = text.replace(/^\s*(\/\*[\s\S]*?\*\/\s*)*/, '');
  if (!/^(select|with)\b/i.test(body) || WRITING_WORDS.test(body)) return false;
  for (const match of body.matchAll(FUNCTION_CALL)) {
    if (writers.has(match[1]!.toLowerCase())) return false;
  }
  return true;
}

/** The volatile functions defined outside PostgreSQL's own schemas: any of them may write. */
export const WRITING_FUNCTIONS_SQL = `select distinct lower(p.proname) as name from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and p.provolatile = 'v'`;
