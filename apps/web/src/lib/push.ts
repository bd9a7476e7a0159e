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

/** Whether this browser can show pushes, and what the user answered so far. */
export const pushPermission = (): NotificationPermission | 'unsupported' =>
  supported() ? Notification.permission : 'unsupported';

async function subscribe() {
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
}

/**
 * After a login: a browser that already allowed notifications is subscribed for this account again, without a word.
 * One that has not is not asked: the user asks from the notifications panel (docs/product/screens.md).
 */
export async function renewPushSubscription() {
  if (pushPermission() !== 'granted') return;
  await subscribe().catch(() => undefined);
}

/**
 * The user asked for browser notifications: request permission, register the service worker and send the push
 * subscription to the server, saying how it went (docs/product/messages.md). Resolves with the permission.
 */
export async function enablePushNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') {
    notify.info(Messages.checkNotificationPermissions);
    return 'denied';
  }
  let permission: NotificationPermission;
  try {
    permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  } catch {
    notify.error(Messages.notificationPermissionFailed);
    return Notification.permission;
  }
  if (permission !== 'granted') {
    notify.info(Messages.notificationPermissionDenied);
    return permission;
  }
  try {
    await subscribe();
  } catch {
    notify.error(Messages.notificationActivationFailed);
  }
  return permission;
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
