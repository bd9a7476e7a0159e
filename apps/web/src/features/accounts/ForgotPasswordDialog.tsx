import { Messages, VerificationType } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../lib/focus.ts';
import { FormTextField } from '../../components/FormTextField.tsx';
import { ApiError, errorText } from '../../lib/api.ts';
import { openForgotPassword, openLogin, openOtp } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { rememberedUser, rememberUserName, requestCode, resetPassword, type VerificationIds } from './accounts.api.ts';
import { AuthDialogFrame } from './AuthDialogFrame.tsx';
import { PasswordField } from './PasswordField.tsx';
import { firstError, forgotPasswordErrors, type FieldErrors, type ForgotField } from './validation.ts';

const fieldOrder: readonly ForgotField[] = ['userName', 'password', 'confirmPassword'];

/** After the code is validated: set the new password, then back to the login modal (docs/product/rules.md#validation Forgot password). */
async function finishReset(ids: VerificationIds, userName: string, password: string) {
  try {
    await resetPassword(ids, password);
    notify.success(Messages.passwordUpdated);
    rememberUserName(userName);
    openLogin();
  } catch (error) {
    notify.error(error instanceof ApiError ? errorText(error) : Messages.passwordResetFailed);
    rememberUserName(userName);
    openForgotPassword();
  }
}

/** The Forgot Password modal: who you are and the new password, then a one-time code. */
export function ForgotPasswordDialog() {
  const [values, setValues] = useState<Record<ForgotField, string>>({
    userName: rememberedUser(),
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ForgotField>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const set = (field: ForgotField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = forgotPasswordErrors(values);
    setErrors(found);
    setProblem(undefined);
    // Each field says its problem under it; the server's refusal goes above Send code.
    if (firstError(found, fieldOrder)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const userName = values.userName.trim();
    setBusy(true);
    try {
      const current = await requestCode(userName, VerificationType.FORGOT_PASSWORD);
      notify.success(Messages.otpSent);
      openOtp({
        destination: userName,
        ...current,
        resend: async () => {
          const next = await requestCode(userName, VerificationType.FORGOT_PASSWORD);
          Object.assign(current, next);
          return next;
        },
        onVerified: () => void finishReset(current, userName, values.password),
      });
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <AuthDialogFrame
      id="forgot-dialog"
      title="Forgot password"
      subtitle="Enter the email or phone of your account and choose a new password. We will send you a 6-digit code to confirm it is you."
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.25}>
        <FormTextField
          id="forgot-username"
          label="Email or phone"
          value={values.userName}
          onValue={set('userName')}
          autoComplete="username"
          autoFocus
          error={errors.userName}
        />
        <PasswordField
          id="forgot-password"
          label="New password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          error={errors.password}
          helperText="At least 8 characters with upper and lower case letters, a number and a symbol."
        />
        <PasswordField
          id="forgot-confirm-password"
          label="Confirm new password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          Send code
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Remembered it?{' '}
          <Link component="button" type="button" variant="body2" onClick={openLogin}>
            Back to log in
          </Link>
        </Typography>
      </Stack>
    </AuthDialogFrame>
  );
}
