import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from './api.ts';
import { notify } from './notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** 401 and 403 have their own handling in the api client (login modal, blocked/unverified messages). */
function shouldAnnounce(error: unknown, silent?: boolean) {
  if (silent) return false;
  return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldAnnounce(error, query.meta?.silent)) notify.error(errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldAnnounce(error, mutation.meta?.silent)) notify.error(errorText(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
