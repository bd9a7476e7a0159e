import type { Notification } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { enablePushNotifications, pushPermission } from '../../lib/push.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from './notifications.api.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationsPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const items = notifications.data?.data ?? [];
  const [permission, setPermission] = useState(pushPermission);
  const [asking, setAsking] = useState(false);
  // Asked only when the user wants them: the permission messages answer this button (docs/product/messages.md).
  const turnOn = async () => {
    setAsking(true);
    setPermission(await enablePushNotifications());
    setAsking(false);
  };
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification);
    onClose();
    navigate(notification.link);
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)' }, 'aria-labelledby': 'notifications-title' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" disabled={!notifications.data?.unreadCount} onClick={() => markAllRead.mutate()}>
          Mark all read
        </Button>
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Typography color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
          {notifications.isLoading ? 'Loading…' : 'No notifications yet'}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((notification) => (
            <ListItemButton
              key={notification.uuid}
              onClick={() => open(notification)}
              sx={{ alignItems: 'flex-start', bgcolor: notification.read ? undefined : 'rgba(15,118,110,0.06)' }}
            >
              <ListItemText
                primary={notification.title}
                secondary={
                  <>
                    {notification.body}
                    <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                      {timeFormat.format(new Date(notification.createdAt))}
                    </Typography>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: notification.read ? 500 : 700 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {permission !== 'granted' && permission !== 'unsupported' && (
        <>
          <Divider />
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              Get these on this device too, even when Hourly Spaces is closed.
            </Typography>
            <Button size="small" variant="outlined" disabled={asking} onClick={() => void turnOn()}>
              Turn on browser notifications
            </Button>
          </Box>
        </>
      )}
    </Popover>
  );
}
