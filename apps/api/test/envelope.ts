import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * docs/product/wire-contract.md#envelope-and-errors: a success body carries its payload in `data`, one level deep. Clients call `.map` on
 * `body.data`, so `{ data: { data: … } }` breaks them. Every in-process test app runs this check on every
 * JSON answer, so a route that nests twice fails whichever test calls it.
 */
export function doubleEnvelopeOf(statusCode: number, contentType: unknown, payload: unknown): string | undefined {
  if (statusCode < 200 || statusCode >= 300) return undefined;
  if (typeof contentType !== 'string' || !contentType.includes('application/json')) return undefined;
  if (typeof payload !== 'string') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const data = (body as { data?: unknown } | null)?.data;
  if (data !== null && typeof data === 'object' && !Array.isArray(data) && 'data' in data) {
    return 'success body nests its payload twice (data.data)';
  }
  return undefined;
}

export async function rejectDoubleEnvelope(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const problem = doubleEnvelopeOf(reply.statusCode, reply.getHeader('content-type'), payload);
  if (!problem) return payload;
  reply.code(500);
  return JSON.stringify({ message: `${request.method} ${request.routeOptions.url}: ${problem}` });
}

const handlerPayload = Symbol('handlerPayload');

/** preSerialization: keeps what the handler answered, so onSend can compare it with what went out. */
export async function keepHandlerPayload(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  (reply as unknown as Record<symbol, unknown>)[handlerPayload] = payload;
  return payload;
}

/**
 * A response schema strips the properties it does not name, silently changing the wire. Every in-process test app
 * fails any JSON answer whose body differs (key order aside) from what its handler returned.
 */
export async function rejectSchemaChangedBody(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const original = (reply as unknown as Record<symbol, unknown>)[handlerPayload];
  if (original === undefined || typeof payload !== 'string') return payload;
  const contentType = reply.getHeader('content-type');
  if (typeof contentType !== 'string' || !contentType.includes('application/json')) return payload;
  let sent: unknown;
  try {
    sent = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (isDeepStrictEqual(JSON.parse(JSON.stringify(original)), sent)) return payload;
  reply.code(500);
  return JSON.stringify({
    message: `${request.method} ${request.routeOptions.url}: the response schema changed the body`,
    returned: original,
    sent,
  });
}
