import { Messages, type SessionUser } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall, endSession } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';

export async function logIn(userName: string, password: string, fcmToken?: string) {
  const body = await apiCall('POST /auth/login', {
    json: { userName, password, ...(fcmToken ? { fcmToken } : {}) },
    quietUnauthorized: true,
  });
  sessionStore.set({ user: body.data.user, tokens: body.data.tokens });
  return body.data.user;
}

/**
 * After a login: a browser that already allowed notifications is registered for this account; nobody is asked or
 * told anything (docs/product/screens.md#what-the-product-does: the user turns them on from the bell). Loaded on demand.
 */
export async function onLoggedIn(_user: SessionUser): Promise<void> {
  const { renewPushSubscription } = await import('../../lib/push.ts');
  await renewPushSubscription();
}

/** Re-reads the signed-in user (verification state, host flag) from the server. */
export async function refreshSessionUser() {
  if (!sessionStore.get()) return null;
  const body = await apiCall('GET /user/me');
  sessionStore.updateUser(body.data.user);
  return body.data.user;
}

/** Logout clears the user and everything cached for them (favourites included). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiCall('POST /auth/logout', { quietUnauthorized: true });
    } catch {
      // The session ends locally either way.
    }
    endSession();
    queryClient.clear();
    notify.success(Messages.logoutSuccessful);
    navigate('/');
  };
}
