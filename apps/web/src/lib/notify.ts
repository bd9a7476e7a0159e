import type { VariantType } from 'notistack';
import { createStore } from './store.ts';

export type Snackbar = { message: string; variant: VariantType; autoHideDuration?: number };

/**
 * Messages waiting for the snackbar host. notistack (~8 KB gzip) loads with the first message instead of with every
 * page: `<Snackbars />` mounts its provider then and shows what waited here.
 */
export const snackbarQueue = createStore<Snackbar[]>([]);

export const showSnackbar = (snackbar: Snackbar) => snackbarQueue.set((queue) => [...queue, snackbar]);

/** Snackbars (docs/product/screens.md: auto-hide 2000 ms, at most 5 stacked; configured on the provider). */
export const notify = {
  success: (message: string) => showSnackbar({ message, variant: 'success' }),
  error: (message: string) => showSnackbar({ message, variant: 'error' }),
  info: (message: string) => showSnackbar({ message, variant: 'info' }),
  warning: (message: string) => showSnackbar({ message, variant: 'warning' }),
};
