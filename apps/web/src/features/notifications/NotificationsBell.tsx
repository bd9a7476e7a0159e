import { Suspense, useState } from 'react';
import { SvgIcon } from '../../components/Icon.tsx';
import { lazyThemed } from '../../components/theme/themed.tsx';
import { useNotifications } from './notifications.api.ts';
import styles from './NotificationsBell.module.css';

// The list is built with MUI (a popover): it loads with MUI's theme when the bell is pressed, so the header of every
// page stays plain for a signed-in visitor too.
const NotificationsPanel = lazyThemed(() =>
  import('./NotificationsPanel.tsx').then((module) => module.NotificationsPanel),
);

/** The unread count as MUI's Badge shows it: hidden at 0, "99+" above 99. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

export function NotificationsBell() {
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notifications.data?.unreadCount ?? 0;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span className={styles.badged}>
          {/* Material Icons' NotificationsNone. */}
          <SvgIcon>
            <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z" />
          </SvgIcon>
          {unread > 0 && <span className={styles.badge}>{badgeText(unread)}</span>}
        </span>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
