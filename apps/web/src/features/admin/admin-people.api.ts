import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { adminKeys } from './queries.ts';

export interface AdminPeopleFilters {
  search?: string;
  role?: 'admin' | 'host' | 'customer' | '';
  status?: string;
  page: number;
  limit: number;
}

export const fetchAdminPeople = (filters: AdminPeopleFilters, signal?: AbortSignal) =>
  apiCall('GET /admin/user/viewall', { query: { ...filters }, signal });

export const useAdminPeople = (filters: AdminPeopleFilters) =>
  useQuery({
    queryKey: adminKeys.peopleList(filters),
    queryFn: ({ signal }) => fetchAdminPeople(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useAdminPerson = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.person(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall('GET /admin/user/:id', { params: { id: id ?? '' }, signal }).then((body) => body.data),
    enabled: Boolean(id),
    meta: { silent: true },
  });

export type PersonAction = 'block' | 'unblock' | 'promote' | 'demote';

/** Block/unblock, make/remove admin. Refusals (the last admin, yourself) are shown in the confirmation dialog. */
export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: PersonAction; reason?: string }) =>
      apiCall(`PUT /admin/user/:id/${action}`, {
        params: { id },
        json: reason ? { reason } : {},
      }),
    onSuccess: (body) => {
      notify.success(body.message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.people });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
    meta: { silent: true },
  });
}
