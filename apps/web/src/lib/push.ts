import { Messages } from '@app/contract';
import type { RouteBody } from '@app/contract';
import { apiCall } from './api.ts';
import { notify } from './notify.ts';

const supported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

function keyBytes(base64Url: string) {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/**
 * Asked at login (docs/product/screens.md#what-the-product-does): request permission, register the service worker and send the push subscription to the
 * server. Messages from docs/product/messages.md.
 */
export async function enablePushNotifications() {
  if (!supported()) return;
  if (Notification.permission === 'denied') {
    notify.info(Messages.checkNotificationPermissions);
    return;
  }
  let permission: NotificationPermission;
  try {
    permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  } catch {
    notify.error(Messages.notificationPermissionFailed);
    return;
  }
  if (permission !== 'granted') {
    notify.info(Messages.notificationPermissionDenied);
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const { data } = await apiCall('GET /notification/push/key');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(data.publicKey),
      }));
    await apiCall('POST /notification/push/subscribe', {
      // The browser types every field optional; the server checks them.
      json: subscription.toJSON() as RouteBody<'POST /notification/push/subscribe'>,
      overlay: false,
    });
  } catch {
    notify.error(Messages.notificationActivationFailed);
  }
}

/** A visible page is told about pushes by the service worker; it refreshes what it shows. */
export function onForegroundPush(listener: (payload: unknown) => void) {
  if (!supported()) return () => undefined;
  const handle = (event: MessageEvent) => {
    if ((event.data as { type?: string } | undefined)?.type === 'push')
      listener((event.data as { payload: unknown }).payload);
  };
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}
