import {
  Messages,
  UserStatus,
  type ErrorResponse,
  type RouteBody,
  type RouteKey,
  type RouteMethod,
  type RouteParams,
  type RouteResponse,
} from '@app/contract';
import { openLogin } from './dialogs.ts';
import { notify } from './notify.ts';
import { withOverlay } from './overlay.ts';
import { sessionStore, type Session } from './session.ts';

const apiBase = '/api/v1';

/** A failed call: the status and the server's body ({message, details?, data?}, docs/product/wire-contract.md#envelope-and-errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a snackbar shows for a failure (docs/product/messages.md): the details text if it is a string, else the message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return typeof error.details === 'string' && error.details ? error.details : error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Registration and contact failures: one 'Parameter: first error' line per field. */
export function fieldErrorLines(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return [errorText(error)];
  const lines = Object.entries(error.details as Record<string, unknown>).map(([field, problems]) => {
    const first = Array.isArray(problems) ? problems[0] : problems;
    return `${field}: ${typeof first === 'string' ? first : JSON.stringify(first)}`;
  });
  return lines.length ? lines : [error.message];
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  signal?: AbortSignal;
  /** Show the full-screen loading overlay while the call runs (default: for changes, not reads). */
  overlay?: boolean;
  /** Let the caller handle 401 instead of opening the login modal (the login call itself). */
  quietUnauthorized?: boolean;
}

/** Renew this long before the access token's expiry, so a request never leaves with a dying token. */
const renewMarginMs = 30_000;
let renewal: Promise<Session | null> | null = null;

async function renewTokens(session: Session): Promise<Session | null> {
  const renew = 'PUT /auth/token/access/renew';
  const response = await fetch(routeUrl(renew), {
    method: routeMethod(renew),
    headers: { authorization: `Bearer ${session.tokens.refresh.value}`, accept: 'application/json' },
  });
  if (response.ok) {
    const body = (await response.json()) as { data: { tokens: Session['tokens'] } };
    // The user may have logged out (or in as someone else) while the renewal ran.
    if (sessionStore.get()?.tokens.refresh.value !== session.tokens.refresh.value) return sessionStore.get();
    sessionStore.setTokens(body.data.tokens);
    return sessionStore.get();
  }
  if (response.status === 401 || response.status === 403) {
    if (sessionStore.get()?.tokens.refresh.value === session.tokens.refresh.value) endSession(Messages.sessionExpired);
    return null;
  }
  throw new ApiError(response.status, `Could not renew the session (${response.status})`);
}

/** One renewal at a time: concurrent callers share it. */
export function renewSession(): Promise<Session | null> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(null);
  renewal ??= renewTokens(session).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** The access token, renewed first when it is about to expire; undefined without a session. */
export async function freshAccessToken(): Promise<string | undefined> {
  let session = sessionStore.get();
  if (!session) return undefined;
  if (Date.parse(session.tokens.access.expiresAt) - Date.now() < renewMarginMs) session = await renewSession();
  return session?.tokens.access.value;
}

/** Ends the session locally (the server call, if any, is the caller's). */
export function endSession(message?: string) {
  sessionStore.set(null);
  sessionEndedListeners.forEach((listener) => listener());
  if (message) notify.error(message);
}
const sessionEndedListeners = new Set<() => void>();
export const onSessionEnded = (listener: () => void) => {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
};

function urlOf(path: string, query?: Record<string, QueryValue>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: CallOptions, token: string | undefined) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(urlOf(path, options.query), { method: options.method ?? 'GET', headers, body, signal: options.signal });
}

function handleForbidden(error: ApiError) {
  const data = (error.data ?? {}) as { status?: number; emailVerified?: boolean; phoneVerified?: boolean };
  if (data.status !== undefined && data.status !== UserStatus.ACTIVE) {
    endSession(Messages.accountBlocked);
    return;
  }
  if (data.emailVerified === false || data.phoneVerified === false) {
    sessionStore.updateUser({ emailVerified: Boolean(data.emailVerified), phoneVerified: Boolean(data.phoneVerified) });
    notify.error(Messages.verifyToContinue);
  }
}

async function call<T>(path: string, options: CallOptions): Promise<T> {
  let token = await freshAccessToken();
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    // The access token died early (server restart with new keys, clock skew): renew once and retry.
    const renewed = await renewSession();
    token = renewed?.tokens.access.value;
    if (token) response = await send(path, options, token);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return body as T;
  const failure = (body ?? {}) as Partial<ErrorResponse>;
  const error = new ApiError(
    response.status,
    failure.message ?? `Request failed (${response.status})`,
    failure.details,
    failure.data,
  );
  if (response.status === 401 && !options.quietUnauthorized) {
    if (sessionStore.get()) endSession(Messages.sessionExpired);
    openLogin();
  }
  if (response.status === 403) handleForbidden(error);
  throw error;
}

/** Calls the API with the session's bearer token, renewing it first when it is about to expire. */
export function api<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
  const overlay = options.overlay ?? (options.method !== undefined && options.method !== 'GET');
  return overlay ? withOverlay(() => call<T>(path, options)) : call<T>(path, options);
}

type PathParams<K extends RouteKey> = keyof RouteParams<K> extends never
  ? { params?: undefined }
  : { params: RouteParams<K> };

type RouteOptions<K extends RouteKey> = Omit<CallOptions, 'method' | 'json'> & {
  /** A JSON body, typed by the route map (a route without one takes none). */
  json?: RouteBody<K>;
} & PathParams<K>;

/** The method of a route of the contract's route map (`Routes`). */
export function routeMethod(route: RouteKey) {
  return route.slice(0, route.indexOf(' ')) as RouteMethod;
}

/** A route's address under the API with its parameters filled in (percent-encoded), and the query when given. */
export function routeUrl<K extends RouteKey>(
  route: K,
  options: { params?: RouteParams<K>; query?: Record<string, QueryValue> } = {},
) {
  return urlOf(routePath(route, options.params), options.query);
}

function routePath(route: RouteKey, params: Record<string, string | number> | undefined) {
  return route.slice(route.indexOf(' ') + 1).replace(/:(\w+)|\*$/g, (_match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${route}: no value for ${name ?? '*'}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one route of the contract's route map (`Routes`): the method and path come from its key, the path parameters
 * are filled in (percent-encoded), and the answer is typed by the route's response schema. Like api(), it does not
 * check the answer at run time. Every call of the app goes through a route key, so a route taken out of the map fails
 * the type check where it is called.
 */
export function apiCall<K extends RouteKey>(
  route: K,
  ...[options]: keyof RouteParams<K> extends never ? [RouteOptions<K>?] : [RouteOptions<K>]
): Promise<RouteResponse<K>> {
  const method = routeMethod(route);
  const { params, ...rest } = options ?? {};
  const path = routePath(route, params as Record<string, string | number> | undefined);
  return api<RouteResponse<K>>(path, { ...rest, method: method === 'GET' ? undefined : method });
}

/** Builds a multipart body from plain values (strings as they are, objects as JSON text, files as parts). */
export function formDataOf(values: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value) && value.every((item) => item instanceof Blob)) {
      for (const item of value) form.append(key, item);
    } else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** Uploaded images come back as paths without a leading slash (docs/product/wire-contract.md#transport). */
export const imageUrl = (path: string | null | undefined) => (path ? (/^https?:/.test(path) ? path : `/${path}`) : '');
