import { useEffect } from 'react';

/** The admin forms' schemas, fetched when a form opens rather than with its page: they bring zod (~55 KB gzip). */
export const loadFormSchemas = () => import('@app/contract/admin-forms');

/** Starts fetching the schemas as the form mounts, so they are there by the time it is submitted. */
export function usePrefetchFormSchemas() {
  useEffect(() => {
    void loadFormSchemas();
  }, []);
}
