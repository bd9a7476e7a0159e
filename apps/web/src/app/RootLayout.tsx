import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay.tsx';
import { refreshSessionUser } from '../features/accounts/session.api.ts';
import { LiveNotifications } from '../features/notifications/LiveNotifications.tsx';
import { useAuthDialog } from '../lib/dialogs.ts';
import { sessionStore } from '../lib/session.ts';
import { Footer } from './layout/Footer.tsx';
import { Header } from './layout/Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

const AuthDialogs = lazy(() =>
  import('../features/accounts/AuthDialogs.tsx').then((module) => ({ default: module.AuthDialogs })),
);

export function RootLayout() {
  const dialog = useAuthDialog();
  useEffect(() => {
    // The stored user may be stale (verified elsewhere, made a host, blocked): ask the server once per visit.
    if (sessionStore.get()) void refreshSessionUser().catch(() => undefined);
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <LiveNotifications />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page's code arriving never pushes it. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <LoadingOverlay />
      {dialog.name !== 'none' && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </Box>
  );
}
