import type { CategoryListResponseSchema } from '@app/contract';
import { useGet, type RemoteState } from '../../lib/api.ts';

// Types only: the contract's schemas (and zod) stay out of the bundle.
export type CategoryListResponse = ReturnType<typeof CategoryListResponseSchema.parse>;
export type Category = CategoryListResponse['data'][number];

export type HealthResponse = { data: { status: string; uptimeSeconds?: number } };

export const useHealth = (): RemoteState<HealthResponse> => useGet<HealthResponse>('/health');
export const usePublicCategories = (): RemoteState<CategoryListResponse> =>
  useGet<CategoryListResponse>('/category/viewall/public');
