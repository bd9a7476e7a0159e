import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { refreshSessionUser } from '../features/accounts/session.api.ts';
import { useAuthDialog } from '../lib/dialogs.ts';
import { useOverlayVisible } from '../lib/overlay.ts';
import { sessionStore, useSessionUser } from '../lib/session.ts';
import { Header } from './layout/Header.tsx';
import styles from './RootLayout.module.css';
import { ScrollToTop } from './ScrollToTop.tsx';
import { lazyThemed } from '../components/theme/themed.tsx';

// Below the fold (main is a screen tall), shown only while a change is saved, or only for signed-in users:
// their code loads after the page's own. The footer is plain markup; the others are built with MUI and bring it.
const Footer = lazy(() => import('./layout/Footer.tsx').then((module) => ({ default: module.Footer })));
const LoadingOverlay = lazyThemed(() =>
  import('../components/LoadingOverlay.tsx').then((module) => module.LoadingOverlay),
);
// Renders nothing: no theme.
const LiveNotifications = lazy(() =>
  import('../features/notifications/LiveNotifications.tsx').then((module) => ({ default: module.LiveNotifications })),
);

const AuthDialogs = lazyThemed(() =>
  import('../features/accounts/AuthDialogs.tsx').then((module) => module.AuthDialogs),
);

export function RootLayout() {
  const dialog = useAuthDialog();
  const signedIn = Boolean(useSessionUser());
  const overlay = useOverlayVisible();
  // Once shown, it stays mounted so it can fade out.
  const [overlayUsed, setOverlayUsed] = useState(false);
  if (overlay && !overlayUsed) setOverlayUsed(true);
  useEffect(() => {
    // The stored user may be stale (verified elsewhere, made a host, blocked): ask the server once per visit.
    if (sessionStore.get()) void refreshSessionUser().catch(() => undefined);
  }, []);
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      {signedIn && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page's code arriving never pushes it. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {overlayUsed && (
        <Suspense fallback={null}>
          <LoadingOverlay />
        </Suspense>
      )}
      {dialog.name !== 'none' && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </div>
  );
}
