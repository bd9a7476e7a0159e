import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { catalogKeys } from '../../lib/query-keys.ts';
import { adminKeys } from './queries.ts';

// ---------------------------------------------------------------------------------------------- policies

export const fetchPolicies = (signal?: AbortSignal) =>
  apiCall('GET /policy/viewall/public', { signal }).then((body) => body.data);
export const fetchPolicy = (id: string, signal?: AbortSignal) =>
  apiCall('GET /policy/view/:id/public', { params: { id }, signal }).then((body) => body.data);

/** Every policy's title (the public list: policies have no draft state). */
export const useAdminPolicies = () =>
  useQuery({ queryKey: adminKeys.policies, queryFn: ({ signal }) => fetchPolicies(signal), meta: { silent: true } });

/** One policy with its HTML, fresh each time the editor opens (no visit-long cache as on the public pages). */
export const useAdminPolicy = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.policy(id ?? ''),
    queryFn: ({ signal }) => fetchPolicy(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    meta: { silent: true },
  });

function usePoliciesChanged() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.policies }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      // The footer and /policy/{id} cache policies for the visit (lib/catalog.ts).
      queryClient.invalidateQueries({ queryKey: catalogKeys.policies }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.policy(id) }),
    ]);
}

/** Create (no id) or update; the server sanitises the HTML and answers with the policy as saved. */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  const changed = usePoliciesChanged();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, title, content }: { id?: string; title: string; content: string }) =>
      id
        ? apiCall('PUT /admin/policy/:id/update', {
            params: { id },
            json: { title, content },
          })
        : apiCall('POST /admin/policy/create', { json: { title, content } }),
    onSuccess: (body) => {
      notify.success(body.message);
      queryClient.setQueryData(adminKeys.policy(body.data.uuid), body.data);
      void changed(body.data.uuid);
    },
  });
}

export function useDeletePolicy() {
  const changed = usePoliciesChanged();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => apiCall('DELETE /admin/policy/:id/delete', { params: { id } }),
    onSuccess: (body, id) => {
      notify.success(body.message);
      void changed(id);
    },
  });
}

// ---------------------------------------------------------------------------------------------- contact inbox

export type ContactTab = 'open' | 'handled' | 'all';
const handledOf = { open: false, handled: true, all: undefined } as const;

export const fetchContactRequests = (tab: ContactTab, page: number, limit: number, signal?: AbortSignal) =>
  apiCall('GET /admin/contact/viewall', {
    query: { handled: handledOf[tab], page, limit },
    signal,
  });

/** GET /admin/contact/viewall, newest first, filtered by handled state. */
export const useContactRequests = (tab: ContactTab, page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.contactPage(tab, page, limit),
    queryFn: ({ signal }) => fetchContactRequests(tab, page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** How many requests each tab holds (one row each, only the count is read). */
export const useContactCount = (tab: ContactTab) =>
  useQuery({
    queryKey: adminKeys.contactCount(tab),
    queryFn: ({ signal }) => fetchContactRequests(tab, 1, 1, signal).then((body) => body.count),
    meta: { silent: true },
  });

/** PUT /admin/contact/:id/handled {handled}: 'Marked as handled' / 'Marked as not handled'. */
export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiCall('PUT /admin/contact/:id/handled', {
        params: { id },
        json: { handled },
        overlay: false,
      }),
    onSuccess: (body) => {
      notify.success(body.message);
      // Tabs, counts, the dashboard's unhandled figure and the audit log.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
