import { enqueueSnackbar } from 'notistack';

/** Snackbars (SPEC §2: auto-hide 2000 ms, at most 5 stacked; configured on the provider). */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
};
