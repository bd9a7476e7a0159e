import { useEffect, useState } from 'react';

export const apiBase = '/api/v1';
export const apiDocsUrl = '/api/docs';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? `Request failed with status ${response.status}`);
  }
  return (await response.json()) as T;
}

export type RemoteState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError | Error };

/** Fetches one GET endpoint on mount; a later issue replaces this with TanStack Query. */
export function useGet<T>(path: string): RemoteState<T> {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getJson<T>(path, controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [path]);
  return state;
}
