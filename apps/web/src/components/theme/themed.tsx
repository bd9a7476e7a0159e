import { lazy, type ComponentType } from 'react';

/**
 * MUI and its styling runtime (~56 KB gzip with emotion and the theme) are not part of the app's entry: the header,
 * home, search and the listing cards are plain markup styled by static CSS. Every part built with MUI (the other pages,
 * menus, dialogs, the bell, snackbars) is loaded with MUI's theme around it, in parallel with its own code.
 */
export const loadTheme = () => import('./MuiTheme.tsx');

type Props = Record<string, unknown>;

/** A component with MUI's theme around it. */
function withTheme<P extends object>(
  Component: ComponentType<P>,
  Themed: Awaited<ReturnType<typeof loadTheme>>['Themed'],
): ComponentType<P> {
  function ThemedComponent(props: P) {
    return (
      <Themed>
        <Component {...props} />
      </Themed>
    );
  }
  ThemedComponent.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return ThemedComponent;
}

/** Loads a part built with MUI and the theme together, and gives the part with the theme around it. */
export async function loadThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [{ Themed }, Component] = await Promise.all([loadTheme(), load()]);
  return withTheme(Component, Themed);
}

/** `lazy()` for a part built with MUI: its code and the theme load together. */
export function lazyThemed<P extends object = Props>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadThemed(load) }));
}
