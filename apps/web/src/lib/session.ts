import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@app/contract';

export interface SessionToken {
  value: string;
  expiresAt: string;
}
export interface Session {
  user: SessionUser;
  tokens: { access: SessionToken; refresh: SessionToken };
}

/** The only state the web app persists: the signed-in user and their tokens. */
const storageKey = 'hourlyspaces.session';
const listeners = new Set<() => void>();

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    return parsed?.user && parsed.tokens?.access && parsed.tokens.refresh ? parsed : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStored();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  set(next: Session | null) {
    current = next;
    try {
      if (next) localStorage.setItem(storageKey, JSON.stringify(next));
      else localStorage.removeItem(storageKey);
    } catch {
      // Private mode without storage: the session lives for this tab only.
    }
    emit();
  },
  updateUser(user: Partial<SessionUser>) {
    if (current) sessionStore.set({ ...current, user: { ...current.user, ...user } });
  },
  setTokens(tokens: Session['tokens']) {
    if (current) sessionStore.set({ ...current, tokens });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logged in or out: follow it.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key !== storageKey) return;
  current = readStored();
  emit();
});

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useSessionUser() {
  return useSession()?.user ?? null;
}

export const isVerified = (user: Pick<SessionUser, 'emailVerified' | 'phoneVerified'> | null | undefined) =>
  Boolean(user?.emailVerified && user.phoneVerified);
