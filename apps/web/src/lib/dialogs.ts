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
  | { name: 'login'; tab?: 'login' | 'signup' }
  | { name: 'forgot' }
  | { name: 'otp'; request: OtpRequest };

export const authDialog = createStore<AuthDialog>({ name: 'none' });

export const openLogin = () => authDialog.set({ name: 'login', tab: 'login' });
export const openForgotPassword = () => authDialog.set({ name: 'forgot' });
export const openOtp = (request: OtpRequest) => authDialog.set({ name: 'otp', request });
export const closeAuthDialog = () => authDialog.set({ name: 'none' });
export const useAuthDialog = () => useStore(authDialog);
