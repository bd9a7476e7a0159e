import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/session.api.ts';
import { imageUrl } from '../../lib/api.ts';
import { openLogin } from '../../lib/dialogs.ts';
import { useSessionUser } from '../../lib/session.ts';
import { BrandLogo } from './BrandLogo.tsx';
import type { HeaderPopupActions } from './HeaderPopups.tsx';
import { mainNavigation } from './navigation.ts';

const loadPopups = () => import('./HeaderPopups.tsx');
const HostPortalMenu = lazy(() => loadPopups().then((module) => ({ default: module.HostPortalMenu })));
const AccountMenu = lazy(() => loadPopups().then((module) => ({ default: module.AccountMenu })));
const NavigationDrawer = lazy(() => loadPopups().then((module) => ({ default: module.NavigationDrawer })));
// Only signed-in visitors have a bell; a box of its size stands in while its code loads.
const NotificationsBell = lazy(() =>
  import('../../features/notifications/NotificationsBell.tsx').then((module) => ({
    default: module.NotificationsBell,
  })),
);
const ConnectPayoutsDialog = lazy(() =>
  import('../../features/payments/ConnectPayoutsDialog.tsx').then((module) => ({
    default: module.ConnectPayoutsDialog,
  })),
);

type Popup =
  { name: 'none' } | { name: 'host' | 'account'; anchor: HTMLElement } | { name: 'drawer' } | { name: 'payouts' };

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
    onPointerEnter: () => void loadPopups(),
    onClick: (event: MouseEvent<HTMLElement>) => show({ name, anchor: event.currentTarget }),
  });

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <BrandLogo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1 }}>
            {mainNavigation(isHost).map((item) => (
              <Button key={item.to} component={RouterLink} to={item.to} color="inherit" sx={{ fontWeight: 500 }}>
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          {user && (
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <NotificationsBell />
            </Suspense>
          )}
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            {!user && (
              <Button variant="contained" onClick={openLogin} sx={{ whiteSpace: 'nowrap' }}>
                Login / Sign up
              </Button>
            )}
            {user && isHost && (
              <Button variant="outlined" sx={{ whiteSpace: 'nowrap' }} {...menuButtonProps('host', 'host-portal-menu')}>
                Host Portal
              </Button>
            )}
            {user && (
              <IconButton
                aria-label={`Account menu for ${user.displayName}`}
                {...menuButtonProps('account', 'account-menu')}
              >
                <Avatar src={imageUrl(user.displayImage?.path) || undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {user.displayName.slice(0, 1).toUpperCase()}
                </Avatar>
              </IconButton>
            )}
          </Box>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label="Open navigation"
            onPointerEnter={() => void loadPopups()}
            onClick={() => show({ name: 'drawer' })}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {popupsUsed && (
        <Suspense fallback={null}>
          {user && isHost && <HostPortalMenu anchor={anchorOf('host')} onClose={close} user={user} actions={actions} />}
          {user && <AccountMenu anchor={anchorOf('account')} onClose={close} user={user} actions={actions} />}
          <NavigationDrawer open={popup.name === 'drawer'} onClose={close} user={user} actions={actions} />
          {popup.name === 'payouts' && <ConnectPayoutsDialog open onClose={close} />}
        </Suspense>
      )}
    </AppBar>
  );
}
