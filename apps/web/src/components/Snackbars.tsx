import { Suspense, useState } from 'react';
import { lazyThemed } from './theme/themed.tsx';
import { snackbarQueue } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

const SnackbarHost = lazyThemed(() => import('./SnackbarHost.tsx').then((module) => module.SnackbarHost));

/** Mounts the snackbar host when the first message is queued, and keeps it (its open snackbars) afterwards. */
export function Snackbars() {
  const waiting = useStore(snackbarQueue).length > 0;
  const [used, setUsed] = useState(false);
  if (waiting && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}
