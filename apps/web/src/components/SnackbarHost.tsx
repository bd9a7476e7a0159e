import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { snackbarQueue } from '../lib/notify.ts';

/** notistack's provider with the app's settings; shows each queued message once. */
export function SnackbarHost() {
  useEffect(() => {
    const drain = () => {
      const waiting = snackbarQueue.get();
      if (waiting.length === 0) return;
      snackbarQueue.set([]);
      for (const { message, ...options } of waiting) enqueueSnackbar(message, options);
    };
    drain();
    return snackbarQueue.subscribe(drain);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={5}
      autoHideDuration={2000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      preventDuplicate
    />
  );
}
