import type { AdminUser, AdminUserDetail } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
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
  api<{ data: AdminUser[]; count: number }>('/admin/user/viewall', { query: { ...filters }, signal });

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
      api<{ data: AdminUserDetail }>(`/admin/user/${encodeURIComponent(id ?? '')}`, { signal }).then(
        (body) => body.data,
      ),
    enabled: Boolean(id),
    meta: { silent: true },
  });

export type PersonAction = 'block' | 'unblock' | 'promote' | 'demote';

/** Block/unblock, make/remove admin. Refusals (the last admin, yourself) are shown in the confirmation dialog. */
export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: PersonAction; reason?: string }) =>
      api<{ data: AdminUser; message: string }>(`/admin/user/${encodeURIComponent(id)}/${action}`, {
        method: 'PUT',
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
