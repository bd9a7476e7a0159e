import { useAuthDialog } from '../../lib/dialogs.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { OtpDialog } from './OtpDialog.tsx';

/** The account modals (Login/Signup, Forgot Password, Enter Otp); RootLayout loads this chunk when one opens. */
export function AuthDialogs() {
  const dialog = useAuthDialog();
  switch (dialog.name) {
    case 'login':
      return (
        <LoginDialog
          key={`${dialog.tab ?? 'login'}-${dialog.reason ?? ''}`}
          initialTab={dialog.tab}
          reason={dialog.reason}
        />
      );
    case 'forgot':
      return <ForgotPasswordDialog />;
    case 'otp':
      return <OtpDialog key={dialog.request.verificationId} request={dialog.request} />;
    default:
      return null;
  }
}
