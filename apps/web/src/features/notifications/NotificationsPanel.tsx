import type { Notification } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useMarkAllRead, useMarkRead, useNotifications } from './notifications.api.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationsPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const items = notifications.data?.data ?? [];
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
    </Popover>
  );
}
