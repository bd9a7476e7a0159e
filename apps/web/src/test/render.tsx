import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@app/contract';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../components/theme/theme.ts';
import { Snackbars } from '../components/Snackbars.tsx';
import { sessionStore, type Session } from '../lib/session.ts';

/** Shows the current location in the DOM so a test can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a component with the app's providers (theme, query client, snackbars, router).
 * `path` mounts it on a route pattern (for useParams); `route` is the starting URL; `queryClient` replaces the
 * default one (e.g. the app's, which announces failures).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, queryClient: given }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  const queryClient =
    given ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </MemoryRouter>
        <Snackbars />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Lets a snackbar that would follow an event show up, before a test says there is none. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** Signs `user` in with tokens valid for the whole run. */
export function signInForTest(user: Partial<SessionUser> & Pick<SessionUser, 'uuid'>) {
  const token = (value: string) => ({ value, expiresAt: '2099-01-01T00:00:00.000Z' });
  sessionStore.set({ user, tokens: { access: token('access'), refresh: token('refresh') } } as Session);
}
