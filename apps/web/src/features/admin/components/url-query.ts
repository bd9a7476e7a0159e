import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filters kept in the URL query (shareable, the back button works). Changing a filter starts again at
 * page 1; empty values leave the URL.
 */
export function useUrlQuery<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key list is a constant of the page
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const update = useCallback(
    (
      changes: Partial<Record<K | 'page', string | number | null>>,
      { replace = false, resetPage = !('page' in changes) } = {},
    ) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (resetPage) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            const text = value === null || value === undefined ? '' : String(value).trim();
            if (text === '' || (key === 'page' && text === '1')) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { values, page, update, params };
}
