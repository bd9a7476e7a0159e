import { Messages } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbarQueue } from './notify.ts';
import { enablePushNotifications, renewPushSubscription } from './push.ts';

const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn();
const fetchMock = vi.fn();

/** A browser that can show pushes, whose user has answered `permission` so far. */
function browserWith(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async () => registration, ready: Promise.resolve(registration) },
  });
}

const messages = () => snackbarQueue.get().map((snackbar) => snackbar.message);

beforeEach(() => {
  requestPermission.mockReset();
  subscribe.mockReset().mockResolvedValue({ toJSON: () => ({ endpoint: 'https://push.example/1', keys: {} }) });
  fetchMock.mockReset().mockImplementation(
    async (url: string) =>
      new Response(JSON.stringify(url.endsWith('/push/key') ? { data: { publicKey: 'AAAA' } } : { data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  snackbarQueue.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('browser notifications', () => {
  it.each(['default', 'denied'] as const)(
    'are neither asked for nor talked about after a login when the permission is %s',
    async (permission) => {
      browserWith(permission);
      await renewPushSubscription();
      expect(requestPermission).not.toHaveBeenCalled();
      expect(subscribe).not.toHaveBeenCalled();
      expect(messages()).toEqual([]);
    },
  );

  it('renew the subscription quietly after a login when already allowed', async () => {
    browserWith('granted');
    await renewPushSubscription();
    expect(subscribe).toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/notification/push/subscribe');
    expect(messages()).toEqual([]);
  });

  it('ask for the permission when the user turns them on, and say it was not granted', async () => {
    browserWith('default');
    requestPermission.mockResolvedValue('denied');
    expect(await enablePushNotifications()).toBe('denied');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([Messages.notificationPermissionDenied]);
  });

  it('say how to allow them when the user turns them on in a browser that blocks them', async () => {
    browserWith('denied');
    expect(await enablePushNotifications()).toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(messages()).toEqual([Messages.checkNotificationPermissions]);
  });
});
