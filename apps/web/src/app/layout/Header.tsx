import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useLogout } from '../../features/accounts/session.api.ts';
import { imageUrl } from '../../lib/api.ts';
import { openLogin } from '../../lib/dialogs.ts';
import { useSessionUser } from '../../lib/session.ts';
import { lazyThemed, loadTheme } from '../../components/theme/themed.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import styles from './Header.module.css';
import type { HeaderPopupActions } from './HeaderPopups.tsx';
import { mainNavigation } from './navigation.ts';

// The menus, the drawer, the bell's list and the payout dialog are built with MUI: their code and MUI's load on first use
// (or when the pointer comes near), so a first visit's header is plain markup.
const loadPopups = () => import('./HeaderPopups.tsx');
const preloadPopups = () => {
  void loadPopups();
  void loadTheme();
};
const HostPortalMenu = lazyThemed(() => loadPopups().then((module) => module.HostPortalMenu));
const AccountMenu = lazyThemed(() => loadPopups().then((module) => module.AccountMenu));
const NavigationDrawer = lazyThemed(() => loadPopups().then((module) => module.NavigationDrawer));
// Only signed-in visitors have a bell (plain markup; its list loads with MUI when opened); a box of its size stands in
// while its code loads.
const NotificationsBell = lazy(() =>
  import('../../features/notifications/NotificationsBell.tsx').then((module) => ({
    default: module.NotificationsBell,
  })),
);
const ConnectPayoutsDialog = lazyThemed(() =>
  import('../../features/payments/ConnectPayoutsDialog.tsx').then((module) => module.ConnectPayoutsDialog),
);

type Popup =
  { name: 'none' } | { name: 'host' | 'account'; anchor: HTMLElement } | { name: 'drawer' } | { name: 'payouts' };

/** A round picture of the user, or their initial when they have none (or it fails to load), as MUI's Avatar. */
function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.avatar}>
      {src && failed !== src ? <img src={src} alt="" onError={() => setFailed(src)} /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function Header() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [popup, setPopup] = useState<Popup>({ name: 'none' });
  const [popupsUsed, setPopupsUsed] = useState(false);
  const isHost = Boolean(user?.host);

  const close = () => setPopup({ name: 'none' });
  const show = (next: Popup) => {
    setPopupsUsed(true);
    setPopup(next);
  };
  const actions: HeaderPopupActions = {
    go: (to) => {
      close();
      navigate(to);
    },
    connectPayouts: () => setPopup({ name: 'payouts' }),
    signOut: () => {
      close();
      void logout();
    },
    logIn: () => {
      close();
      openLogin();
    },
  };
  const anchorOf = (name: 'host' | 'account') => (popup.name === name ? popup.anchor : null);
  const menuButtonProps = (name: 'host' | 'account', controls: string) => ({
    'aria-haspopup': 'menu' as const,
    'aria-expanded': popup.name === name,
    'aria-controls': popup.name === name ? controls : undefined,
    onPointerEnter: preloadPopups,
    onClick: (event: MouseEvent<HTMLElement>) => show({ name, anchor: event.currentTarget }),
  });

  return (
    <header className={styles.header}>
      <div className="container">
        <div className={styles.toolbar}>
          <BrandLogo />
          <nav aria-label="Main" className={styles.nav}>
            {mainNavigation(isHost).map((item) => (
              <Link key={item.to} to={item.to} className={`button button-text button-inherit ${styles.navLink}`}>
                {item.label}
              </Link>
            ))}
          </nav>
          <div className={styles.spacer} />
          {user && (
            <Suspense fallback={<span className={styles.bellPlaceholder} />}>
              <NotificationsBell />
            </Suspense>
          )}
          <div className={styles.wide}>
            {!user && (
              <button type="button" className={`button button-contained ${styles.nowrap}`} onClick={openLogin}>
                Login / Sign up
              </button>
            )}
            {user && isHost && (
              <button
                type="button"
                className={`button button-outlined ${styles.nowrap}`}
                {...menuButtonProps('host', 'host-portal-menu')}
              >
                Host Portal
              </button>
            )}
            {user && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Account menu for ${user.displayName}`}
                {...menuButtonProps('account', 'account-menu')}
              >
                <Avatar src={imageUrl(user.displayImage?.path)} name={user.displayName} />
              </button>
            )}
          </div>
          <button
            type="button"
            className={`icon-button ${styles.narrow}`}
            aria-label="Open navigation"
            onPointerEnter={preloadPopups}
            onClick={() => show({ name: 'drawer' })}
          >
            <Icon name="Menu" />
          </button>
        </div>
      </div>
      {popupsUsed && (
        <Suspense fallback={null}>
          {user && isHost && <HostPortalMenu anchor={anchorOf('host')} onClose={close} user={user} actions={actions} />}
          {user && <AccountMenu anchor={anchorOf('account')} onClose={close} user={user} actions={actions} />}
          <NavigationDrawer open={popup.name === 'drawer'} onClose={close} user={user} actions={actions} />
          {popup.name === 'payouts' && <ConnectPayoutsDialog open onClose={close} />}
        </Suspense>
      )}
    </header>
  );
}
