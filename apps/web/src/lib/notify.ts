import type { VariantType } from 'notistack';
import { createStore } from './store.ts';

export type Snackbar = { message: string; variant: VariantType; autoHideDuration?: number };

/**
 * Messages waiting for the snackbar host. notistack (~8 KB gzip) loads with the first message instead of with every
 * page: `<Snackbars />` mounts its provider then and shows what waited here.
 */
export const snackbarQueue = createStore<Snackbar[]>([]);

export const showSnackbar = (snackbar: Snackbar) => snackbarQueue.set((queue) => [...queue, snackbar]);

/** Snackbars (docs/product/screens.md: auto-hide 2000 ms, at most 5 stacked, 3 on a phone; configured on the provider). */
export const notify = {
  success: (message: string) => showSnackbar({ message, variant: 'success' }),
  error: (message: string) => showSnackbar({ message, variant: 'error' }),
  info: (message: string) => showSnackbar({ message, variant: 'info' }),
  warning: (message: string) => showSnackbar({ message, variant: 'warning' }),
};

/**
 * Live notifications about what the user is doing right now (a booking being requested, paid or cancelled, a
 * listing's schedule or block saved) are listed in the bell but not also shown: the action says its outcome
 * itself, once. Subjects are ids (a booking's, a listing's) as a notification's `facts` name them.
 */
const quietUntil = new Map<string, number>();
const QUIET_MS = 60_000;

/** Keeps notifications about these ids out of the snackbars for the next minute. Call it before the action's call. */
export function quietNotificationsAbout(...subjects: Array<string | undefined>) {
  const until = Date.now() + QUIET_MS;
  for (const subject of subjects) if (subject) quietUntil.set(subject, until);
}

/** Keeps them quiet until the returned release is called, then for another minute (a page following a booking). */
export function keepQuietAbout(subject: string) {
  quietUntil.set(subject, Number.POSITIVE_INFINITY);
  return () => {
    quietUntil.set(subject, Date.now() + QUIET_MS);
  };
}

/** Whether a notification about any of these ids is one the user's own action already speaks for. */
export function isQuietAbout(...subjects: unknown[]) {
  const now = Date.now();
  for (const [subject, until] of quietUntil) if (until <= now) quietUntil.delete(subject);
  return subjects.some((subject) => typeof subject === 'string' && quietUntil.has(subject));
}
