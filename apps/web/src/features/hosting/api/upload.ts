import { Messages, UserStatus, type RouteKey, type RouteParams, type RouteResponse, type Routes } from '@app/contract';
import { ApiError, endSession, freshAccessToken, renewSession, routeMethod, routeUrl } from '../../../lib/api.ts';
import { openLogin } from '../../../lib/dialogs.ts';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session.ts';

/** The routes of the contract's map that take a multipart form. */
type FormRouteKey = { [K in RouteKey]: (typeof Routes)[K] extends { form: true } ? K : never }[RouteKey];

/** A fraction from 0 to 1 of the request body sent so far. */
export type UploadProgress = (fraction: number) => void;

interface Answer {
  status: number;
  body: unknown;
}

function sendOnce(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  token: string | undefined,
  onProgress: UploadProgress,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    request.onabort = () => reject(new Error('The upload was cancelled.'));
    request.send(form);
  });
}

/**
 * A multipart call that reports upload progress (fetch cannot), with the api() client's session rules: the bearer
 * token renewed when about to expire, one renew-and-retry on a 401, and the docs/product/messages.md handling of 401 and 403.
 */
export async function uploadWithProgress<K extends FormRouteKey>(
  route: K,
  form: FormData,
  onProgress: UploadProgress,
  params?: RouteParams<K>,
): Promise<RouteResponse<K>> {
  const method = routeMethod(route) as 'POST' | 'PUT';
  const url = routeUrl(route, { params });
  let token = await freshAccessToken();
  let answer = await sendOnce(method, url, form, token, onProgress);
  if (answer.status === 401 && token) {
    token = (await renewSession())?.tokens.access.value;
    if (token) answer = await sendOnce(method, url, form, token, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as RouteResponse<K>;
  const failure = (answer.body ?? {}) as { message?: string; details?: unknown; data?: unknown };
  const error = new ApiError(
    answer.status,
    failure.message ?? `Request failed (${answer.status})`,
    failure.details,
    failure.data,
  );
  if (answer.status === 401) {
    if (sessionStore.get()) endSession(Messages.sessionExpired);
    openLogin();
  }
  if (answer.status === 403) {
    const data = (failure.data ?? {}) as { status?: number; emailVerified?: boolean; phoneVerified?: boolean };
    if (data.status !== undefined && data.status !== UserStatus.ACTIVE) endSession(Messages.accountBlocked);
    else {
      sessionStore.updateUser({
        emailVerified: Boolean(data.emailVerified),
        phoneVerified: Boolean(data.phoneVerified),
      });
      notify.error(Messages.verifyToContinue);
    }
  }
  throw error;
}
