import type { Notification } from '@app/contract';

/**
 * Notifications from the user's live stream, for parts of the app that react to one kind (the admin console's
 * approval count follows `listing_submitted`) without opening a second stream.
 */
const listeners = new Set<(notification: Notification) => void>();

/** Called by the live stream for each notification. */
export function publishNotification(notification: Notification) {
  listeners.forEach((listener) => listener(notification));
}

/** Each new notification of these types; returns the unsubscribe. */
export function onNotification(types: readonly Notification['type'][], listener: (notification: Notification) => void) {
  const filtered = (notification: Notification) => {
    if (types.includes(notification.type)) listener(notification);
  };
  listeners.add(filtered);
  return () => {
    listeners.delete(filtered);
  };
}
