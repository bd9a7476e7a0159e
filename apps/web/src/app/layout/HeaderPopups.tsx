import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@app/contract';
import type { ReactNode } from 'react';
import { AdminConsoleLabel } from '../../features/admin/public.ts';
import { customerNavigation, hostNavigation, mainNavigation } from './navigation.ts';

/** The header's menus and mobile drawer: loaded on first use, so the first page load stays small. */
export interface HeaderPopupActions {
  go: (to: string) => void;
  connectPayouts: () => void;
  signOut: () => void;
  logIn: () => void;
}

interface HeaderMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  user: SessionUser;
  actions: HeaderPopupActions;
}

const payoutLabel = (user: SessionUser) =>
  user.payout?.payoutsEnabled ? 'Payout account connected' : 'Connect payout account';

export function HostPortalMenu({ anchor, onClose, user, actions }: HeaderMenuProps) {
  return (
    <Menu id="host-portal-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {hostNavigation.map((item) => (
        <MenuItem key={item.to} onClick={() => actions.go(item.to)}>
          {item.label}
        </MenuItem>
      ))}
      <MenuItem onClick={actions.connectPayouts}>{payoutLabel(user)}</MenuItem>
    </Menu>
  );
}

export function AccountMenu({ anchor, onClose, user, actions }: HeaderMenuProps) {
  return (
    <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {/* Not a heading: a menu may hold only items, separators and plain text (axe aria-required-children). */}
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2" component="p">
          {user.displayName}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {user.admin && (
        <MenuItem onClick={() => actions.go('/admin')}>
          <AdminConsoleLabel />
        </MenuItem>
      )}
      {user.admin && <Divider />}
      {customerNavigation.map((item) => (
        <MenuItem key={item.to} onClick={() => actions.go(item.to)}>
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={actions.signOut}>Logout</MenuItem>
    </Menu>
  );
}

export function NavigationDrawer({
  open,
  onClose,
  user,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  actions: HeaderPopupActions;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Navigation' } }}>
      <Box sx={{ width: 280 }} component="nav" aria-label="Mobile">
        <List>
          <DrawerLinks items={mainNavigation(Boolean(user?.host))} go={actions.go} />
        </List>
        <Divider />
        {!user && (
          <Box sx={{ p: 2 }}>
            <Button fullWidth variant="contained" onClick={actions.logIn}>
              Login / Sign up
            </Button>
          </Box>
        )}
        {user?.host && (
          <List subheader={<ListSubheader>Host Portal</ListSubheader>}>
            <DrawerLinks items={hostNavigation} go={actions.go} />
            <DrawerItem label={payoutLabel(user)} onClick={actions.connectPayouts} />
          </List>
        )}
        {user?.admin && (
          <List subheader={<ListSubheader>Admin</ListSubheader>}>
            <DrawerItem label={<AdminConsoleLabel />} onClick={() => actions.go('/admin')} />
          </List>
        )}
        {user && (
          <List subheader={<ListSubheader>{user.displayName}</ListSubheader>}>
            <DrawerLinks items={customerNavigation} go={actions.go} />
            <DrawerItem label="Logout" onClick={actions.signOut} />
          </List>
        )}
      </Box>
    </Drawer>
  );
}

/** One entry of the drawer: a list item (lists hold only items) with its button. */
function DrawerItem({ label, onClick }: { label: ReactNode; onClick: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

function DrawerLinks({ items, go }: { items: readonly { to: string; label: string }[]; go: (to: string) => void }) {
  return items.map((item) => <DrawerItem key={item.to} label={item.label} onClick={() => go(item.to)} />);
}
