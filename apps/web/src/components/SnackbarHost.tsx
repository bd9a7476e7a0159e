import { Limits } from '@app/contract';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { snackbarQueue } from '../lib/notify.ts';
import { useMediaQuery } from '../lib/media-query.ts';

/** Below MUI's sm breakpoint: a phone, where five stacked snackbars would cover most of the screen. */
const phoneScreen = '(max-width: 599.95px)';

/** notistack's provider with the app's settings (at most 5 stacked, 3 on a phone); shows each queued message once. */
export function SnackbarHost() {
  const phone = useMediaQuery(phoneScreen);
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
      maxSnack={phone ? Limits.snackbarMaxStackPhone : Limits.snackbarMaxStack}
      autoHideDuration={Limits.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      preventDuplicate
    />
  );
}
