import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { snackbarQueue } from '../lib/notify.ts';

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
});
