import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Routes, type RouteAccess, type RouteKey, type RouteParams, type RouteSpec } from '@app/contract';
import { admit, admitDeferredBooker, type AuthUser, type VerifiedAccess } from './accounts/access.ts';

/*
 * The API's routes come from the contract's route table (`Routes`): a module supplies, per key, a handler and its
 * OpenAPI summary; the method, path, access, input schemas, status and response schema are the table's. One
 * `onRequest` hook per route applies the table's access kind before the body is read, so a caller who may not call a
 * route gets its 401, 403 or 404 whatever they send.
 */

type Spec<K extends RouteKey> = (typeof Routes)[K];
type Parsed<S, F extends keyof RouteSpec, Otherwise> = S extends { [P in F]: infer T extends z.ZodType }
  ? z.output<T>
  : Otherwise;

/** What a handler gets of the request, parsed by the table's schemas. */
export interface RouteInput<K extends RouteKey> {
  params: Parsed<Spec<K>, 'params', { [N in keyof RouteParams<K>]: string }>;
  query: Parsed<Spec<K>, 'query', undefined>;
  body: Parsed<Spec<K>, 'body', undefined>;
}

/** The caller a handler gets for its route's access kind. */
export type CallerOf<A extends RouteAccess> = A extends 'visitor'
  ? undefined
  : A extends 'optional'
    ? AuthUser | undefined
    : AuthUser;

/** What a group's guard sees: it runs with the access check, before the body or query is read. */
export interface GuardCall<K extends RouteKey> {
  request: FastifyRequest;
  user: CallerOf<Spec<K>['access']>;
  params: RouteInput<K>['params'];
}

export interface RouteCall<
  K extends RouteKey,
  Caller = CallerOf<Spec<K>['access']>,
  Guarded = undefined,
> extends RouteInput<K> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: Caller;
  /** What the group's guard resolved (an owner-only route's listing). */
  guarded: Guarded;
}

/** The success body as the response schema describes it, or the reply when the handler sent the answer itself. */
type Answer<K extends RouteKey> = z.output<Spec<K>['response']> | FastifyReply;

/** What the API adds to a route of the table: its documentation and transport settings. */
export interface RouteExtras {
  summary: string;
  description?: string;
  /** The group's tags when absent. */
  tags?: string[];
  /** Documents a bearer token on a visitor route that reads one itself (token renewal, logout). */
  bearer?: true;
  produces?: string[];
  /** Fastify route config: rate limits. */
  config?: FastifyContextConfig;
  compress?: false;
  /** Runs before the access check (the event streams take their token from the query). */
  beforeAccess?: onRequestHookHandler;
  /** The JSON body reaches the handler as its bytes (webhook signatures). */
  rawBody?: true;
}

interface CheckedEntry<K extends RouteKey, Guarded> extends RouteExtras {
  deferred?: false;
  handler(call: RouteCall<K, CallerOf<Spec<K>['access']>, Guarded>): Promise<Answer<K>>;
}

/**
 * A `booker` route whose session check runs inside its own first statement (decision 023): the hook checks the token
 * only, the handler gets the `VerifiedAccess` to settle, and a body that fails its schema is refused only after the
 * session check, so the answers are those of a route checked up front.
 */
interface DeferredEntry<K extends RouteKey> extends RouteExtras {
  deferred: true;
  handler(call: RouteCall<K, VerifiedAccess>): Promise<Answer<K>>;
}

export type RouteEntry<K extends RouteKey, Guarded = undefined> = Spec<K>['access'] extends 'booker'
  ? CheckedEntry<K, Guarded> | DeferredEntry<K>
  : CheckedEntry<K, Guarded>;

interface RuntimeEntry extends RouteExtras {
  deferred?: boolean;
  guard?(call: GuardCall<RouteKey>): Promise<unknown>;
  handler(call: RouteCall<RouteKey, unknown, unknown>): Promise<unknown>;
}

/** The handlers of some routes of the table, keyed like it. */
export type RouteGroup<K extends RouteKey> = { readonly [P in K]: RuntimeEntry & { readonly route?: P } };

export interface GroupOptions<K extends RouteKey, Guarded> {
  tags: string[];
  /** An access rule beyond the kind, for every route of the group (owner-only routes: 404 for anyone else). */
  guard?(call: GuardCall<K>): Promise<Guarded>;
}

/** A module's handlers: each key must be a route of the table, and each handler is typed by its entry there. */
export function defineRoutes<K extends RouteKey, Guarded = undefined>(
  options: GroupOptions<K, Guarded>,
  entries: { [P in K]: RouteEntry<P, Guarded> },
): RouteGroup<K> {
  const group: Record<string, RuntimeEntry> = {};
  for (const [key, entry] of Object.entries(entries) as Array<[K, RuntimeEntry]>) {
    group[key] = { tags: options.tags, ...entry, ...(options.guard ? { guard: options.guard as never } : {}) };
  }
  return group as RouteGroup<K>;
}

type KeysOf<M> = { [N in keyof M]: keyof M[N] }[keyof M];
type Duplicates<M> = {
  [N in keyof M]: keyof M[N] & { [O in Exclude<keyof M, N>]: keyof M[O] }[Exclude<keyof M, N>];
}[keyof M];
/** Fails the type check naming the routes of the table without a handler, or with two. */
type EveryRouteOnce<M> = [Exclude<RouteKey, KeysOf<M>>] extends [never]
  ? [Duplicates<M>] extends [never]
    ? unknown
    : { routesHandledTwice: Duplicates<M> }
  : { routesWithoutHandler: Exclude<RouteKey, KeysOf<M>> };

interface Admitted {
  user: unknown;
  guarded: unknown;
  /** The handler has started: from then on a deferred session check is the handler's to settle. */
  handling?: boolean;
}
const admitted = new WeakMap<FastifyRequest, Admitted>();

const bearer = [{ bearer: [] }];

function schemaOf(key: RouteKey, spec: RouteSpec, entry: RuntimeEntry) {
  const path = key.slice(key.indexOf(' ') + 1);
  const names = [...path.matchAll(/:(\w+)|\/(\*)$/g)].map((match) => (match[1] ?? match[2])!);
  const params = spec.params ?? (names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : null);
  return {
    tags: entry.tags,
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(spec.access !== 'visitor' || entry.bearer ? { security: bearer } : {}),
    ...(params ? { params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.form ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    ...(entry.produces ? { produces: entry.produces } : {}),
    response: { [spec.status ?? 200]: spec.response, ...spec.responses },
  };
}

// A JSON route's missing body is an empty object: its schema then names the fields it needs.
const emptyBodyAsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

/**
 * A deferred route refuses its input (not JSON, control characters, the wrong shape) only once the session is
 * checked, so those answers are the access refusal first, as on routes checked up front.
 */
function settlingFirst(answer: FastifyInstance['errorHandler']): FastifyInstance['errorHandler'] {
  return async function (this: FastifyInstance, error, request, reply) {
    const pending = admitted.get(request);
    if (pending && !pending.handling) {
      pending.handling = true;
      try {
        await (pending.user as VerifiedAccess).settleNow();
      } catch (refusal) {
        return answer.call(this, refusal as typeof error, request, reply);
      }
    }
    return answer.call(this, error, request, reply);
  };
}

function addRoute(app: FastifyInstance, key: RouteKey, entry: RuntimeEntry) {
  const spec: RouteSpec = Routes[key];
  const space = key.indexOf(' ');
  const deferred = entry.deferred === true;
  if (deferred && spec.access !== 'booker') throw new Error(`${key}: only booker routes defer their session check`);
  const checked = spec.access !== 'visitor' || entry.guard !== undefined;
  const checkAccess = async (request: FastifyRequest) => {
    const user = deferred ? await admitDeferredBooker(request) : await admit[spec.access](request);
    const guarded = entry.guard
      ? await entry.guard({ request, user: user as AuthUser, params: request.params as never })
      : undefined;
    admitted.set(request, { user, guarded });
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: key.slice(0, space) as HTTPMethods,
    url: key.slice(space + 1),
    schema: schemaOf(key, spec, entry),
    ...(entry.config ? { config: entry.config } : {}),
    ...(entry.compress === false ? { compress: false } : {}),
    onRequest: [...(entry.beforeAccess ? [entry.beforeAccess] : []), ...(checked ? [checkAccess] : [])],
    ...(spec.body ? { preValidation: emptyBodyAsObject } : {}),
    // A deferred route refuses its input (not JSON, control characters, the wrong shape) only once the session is
    // checked, so those answers are the access refusal first, as on routes checked up front.
    ...(deferred ? { errorHandler: settlingFirst(app.errorHandler) } : {}),
    handler: async (request, reply) => {
      const state = admitted.get(request) ?? { user: undefined, guarded: undefined };
      state.handling = true;
      if (spec.status) reply.code(spec.status);
      const input = request as unknown as RouteInput<RouteKey>;
      return entry.handler({
        request,
        reply,
        user: state.user,
        guarded: state.guarded,
        params: input.params,
        query: input.query,
        body: input.body,
      });
    },
  });
}

/**
 * Registers every route of the table, each with its module's handler; `modules` holds each module's group. A route
 * without a handler, one handled twice or a key the table does not have fails the type check (and the start).
 */
export async function registerRoutes<M extends Record<string, Partial<RouteGroup<RouteKey>>>>(
  app: FastifyInstance,
  modules: M & EveryRouteOnce<M>,
) {
  const handlers = new Map<string, RuntimeEntry>();
  for (const [name, group] of Object.entries(modules as Record<string, Record<string, RuntimeEntry>>)) {
    for (const [key, entry] of Object.entries(group)) {
      if (!(key in Routes)) throw new Error(`${name}: ${key} is not a route of the contract's table`);
      if (handlers.has(key)) throw new Error(`${key} has two handlers`);
      handlers.set(key, entry);
    }
  }
  const raw: Array<[RouteKey, RuntimeEntry]> = [];
  for (const key of Object.keys(Routes) as RouteKey[]) {
    const entry = handlers.get(key);
    if (!entry) throw new Error(`${key} has no handler`);
    if (entry.rawBody) raw.push([key, entry]);
    else addRoute(app, key, entry);
  }
  if (raw.length) {
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      for (const [key, entry] of raw) addRoute(scope, key, entry);
    });
  }
}
