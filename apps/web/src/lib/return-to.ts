/**
 * Where to go once the user has verified their email and phone: the page a guard sent them away from. Kept in
 * sessionStorage, so verifying by a code from another tab or after a reload still comes back.
 */
const KEY = 'hs.returnAfterVerifying';

export const returnAfterVerifying = {
  set(path: string) {
    try {
      sessionStorage.setItem(KEY, path);
    } catch {
      // Storage refused (private mode): the user lands on the profile page as before.
    }
  },
  /** The remembered path, forgotten as it is read. */
  take(): string | undefined {
    try {
      const path = sessionStorage.getItem(KEY) ?? undefined;
      sessionStorage.removeItem(KEY);
      return path;
    } catch {
      return undefined;
    }
  },
};
