import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { snackbarQueue } from '../lib/notify.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A message one test left unshown must not appear in the next one.
  snackbarQueue.set([]);
});
