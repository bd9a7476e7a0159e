import type { AdminAmenity, AdminCategory } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { catalogKeys } from '../../lib/query-keys.ts';
import { adminKeys } from './queries.ts';

export interface CategoryInput {
  name: string;
  slots: boolean;
  slotPrefix: string | null;
}
export interface AmenityInput {
  name: string;
}

/** The two kinds of catalog entry, by the path segment the API names them with. */
interface CatalogKinds {
  category: { item: AdminCategory; input: CategoryInput };
  amenity: { item: AdminAmenity; input: AmenityInput };
}
export type CatalogKind = keyof CatalogKinds;

/** The app-wide cached lists (lib/catalog.ts) that search, listing forms and the home page read. */
const publicKey = { category: catalogKeys.categories, amenity: catalogKeys.amenities } as const;

export const fetchCatalog = <K extends CatalogKind>(kind: K, signal?: AbortSignal) =>
  // The route follows `kind`, which TypeScript cannot correlate with the answer's type.
  apiCall(`GET /admin/${kind as CatalogKind}/viewall`, { signal }).then(
    (body) => body.data as CatalogKinds[K]['item'][],
  );

/** GET /admin/category/viewall or /admin/amenity/viewall, with how many listings use each. */
export const useAdminCatalog = <K extends CatalogKind>(kind: K) =>
  useQuery({
    queryKey: adminKeys.catalog(kind),
    queryFn: ({ signal }) => fetchCatalog(kind, signal),
    meta: { silent: true },
  });

function useCatalogChanged(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.catalog(kind) }),
      queryClient.invalidateQueries({ queryKey: publicKey[kind] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

/** Create (no id) or update; refusals (name taken, slots of a category in use) are shown by the dialog. */
export function useSaveCatalogItem<K extends CatalogKind>(kind: K) {
  const changed = useCatalogChanged(kind);
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, input }: { id?: string; input: CatalogKinds[K]['input'] }) =>
      id
        ? apiCall(`PUT /admin/${kind as CatalogKind}/:id/update`, { params: { id }, json: input })
        : apiCall(`POST /admin/${kind as CatalogKind}/create`, { json: input }),
    onSuccess: (body) => {
      notify.success(body.message);
      void changed();
    },
  });
}

/** Delete; the in-use refusal (409) is shown in the confirmation dialog. */
export function useDeleteCatalogItem(kind: CatalogKind) {
  const changed = useCatalogChanged(kind);
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => apiCall(`DELETE /admin/${kind}/:id/delete`, { params: { id } }),
    onSuccess: (body) => {
      notify.success(body.message);
      void changed();
    },
  });
}
