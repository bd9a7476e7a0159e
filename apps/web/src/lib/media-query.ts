import { useCallback, useSyncExternalStore } from 'react';

/** The theme's md breakpoint (components/theme/theme.ts): the desktop layout from 900 px. */
export const desktopQuery = '(min-width: 900px)';
/** Below the md breakpoint (MUI's `breakpoints.down('md')`): false where media queries cannot be asked (tests). */
export const phoneQuery = '(max-width: 899.95px)';

/**
 * Whether a media query matches, following it as the window changes (MUI's `useMediaQuery` with `noSsr`, without
 * MUI). Prefer a CSS media query where only the layout changes: this is for what must not be rendered at all.
 */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener?.('change', listener);
      return () => media?.removeEventListener?.('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => Boolean(globalThis.matchMedia?.(query).matches),
    () => false,
  );
}
