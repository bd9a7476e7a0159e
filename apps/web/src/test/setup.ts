import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { rememberUserName } from '../features/accounts/accounts.api.ts';
import { authDialog } from '../lib/dialogs.ts';
import { snackbarQueue } from '../lib/notify.ts';
import { sessionStore } from '../lib/session.ts';

// findBy* and waitFor give up after 1 s by default; a page's lazily loaded sections can take longer than that on a CI
// machine whose cores the browser tests share (a listing page's booking panel once took 9.8 s there).
configure({ asyncUtilTimeout: 15_000 });

// The app loads the snackbar host (notistack) with the first message; loading it once up front keeps a test's first
// snackbar from waiting on a module transform longer than the test waits for it.
beforeAll(async () => {
  await import('../components/SnackbarHost.tsx');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A message one test left unshown must not appear in the next one.
  snackbarQueue.set([]);
  // The user name a sign-up or a forgotten password leaves for the login dialog to start with.
  rememberUserName('');
});

// Files share their modules (vitest.config.ts): one file's signed-in user or open dialog must not reach the next.
afterAll(() => {
  cleanup();
  sessionStore.set(null);
  authDialog.set({ name: 'none' });
  localStorage.clear();
  sessionStorage.clear();
});
