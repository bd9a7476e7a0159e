import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the URL query, so a view can be shared and the back button steps through
 * earlier ones. Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const text = value === undefined || value === null ? '' : String(value).trim();
      if (text && !(key === 'page' && text === '1')) next.set(key, text);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    if (next.toString() !== params.toString()) setParams(next);
  };

  return { values, page, update };
}
