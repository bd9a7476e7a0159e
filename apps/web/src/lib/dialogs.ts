import { createStore, useStore } from './store.ts';

export interface OtpRequest {
  /** Who the code was sent to, shown in the dialog. */
  destination: string;
  userId: string;
  verificationId: string;
  /** Called with the validated code (forgot password needs it to continue). */
  onVerified?: (token: string) => void;
  resend?: () => Promise<{ userId: string; verificationId: string }>;
}

export type AuthDialog =
  | { name: 'none' }
  | { name: 'login'; tab?: 'login' | 'signup'; reason?: LoginReason }
  | { name: 'forgot' }
  | { name: 'otp'; request: OtpRequest };

/** Why the login dialog opens, when its greeting should say so: `new-account` right after sign-up. */
export type LoginReason = 'new-account';

export const authDialog = createStore<AuthDialog>({ name: 'none' });

/**
 * Opens the Login/Signup modal on its Log in tab; `openLogin()` greets a returning user. Also used directly as a
 * click handler, so a click event counts as no options.
 */
export const openLogin = (options?: { reason?: LoginReason } | { nativeEvent: Event }) => {
  const reason = options && 'reason' in options ? options.reason : undefined;
  authDialog.set({ name: 'login', tab: 'login', ...(reason ? { reason } : {}) });
};
export const openForgotPassword = () => authDialog.set({ name: 'forgot' });
export const openOtp = (request: OtpRequest) => authDialog.set({ name: 'otp', request });
export const closeAuthDialog = () => authDialog.set({ name: 'none' });
export const useAuthDialog = () => useStore(authDialog);
