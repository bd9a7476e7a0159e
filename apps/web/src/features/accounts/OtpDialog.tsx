import { Limits, Messages } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from '../../lib/api.ts';
import { closeAuthDialog, type OtpRequest } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';
import { validateCode, type VerificationIds } from './accounts.api.ts';
import { AuthDialogFrame } from './AuthDialogFrame.tsx';
import { OtpInput } from './OtpInput.tsx';

const noDigits = () => Array.from({ length: Limits.otpLength }, () => '');

/** The Enter Otp modal: a 6-digit code sent by email or SMS (docs/product/screens.md, docs/product/rules.md#states-and-transitions Verification). */
export function OtpDialog({ request }: { request: OtpRequest }) {
  const [ids, setIds] = useState<VerificationIds>({ userId: request.userId, verificationId: request.verificationId });
  const [digits, setDigits] = useState(noDigits);
  // Remounting the boxes puts the cursor back in the first one after a reset.
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const code = digits.join('');
  const startOver = () => {
    setDigits(noDigits());
    setAttempt((count) => count + 1);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setProblem(`Please enter the ${Limits.otpLength}-digit code`);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await validateCode(ids, code);
      if (result.user && sessionStore.get()?.user.uuid === result.user.uuid) sessionStore.updateUser(result.user);
      notify.success(Messages.verificationSuccessful);
      closeAuthDialog();
      request.onVerified?.(code);
    } catch (error) {
      // Said in the dialog, under the code.
      setProblem(errorText(error));
      startOver();
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!request.resend) return;
    setBusy(true);
    try {
      setIds(await request.resend());
      setProblem(undefined);
      startOver();
      notify.success(Messages.otpSent);
      setResendIn(Limits.otpResendSeconds);
    } catch (error) {
      // 429 answers say how long to wait ('Please wait a minute before requesting another code').
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthDialogFrame
      id="otp-dialog"
      title="Enter Otp"
      subtitle={
        <>
          We sent a {Limits.otpLength}-digit code to <strong>{request.destination}</strong>. It is valid for{' '}
          {Limits.otpLifetimeMinutes} minutes.
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={verify} spacing={2.5}>
        <OtpInput key={attempt} digits={digits} onChange={setDigits} error={Boolean(problem)} autoFocus />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          Verify
        </Button>
        {request.resend && (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2" color="textSecondary" component="span">
              Didn&apos;t get it?{' '}
            </Typography>
            {resendIn > 0 ? (
              <Typography variant="body2" color="textSecondary" component="span" aria-live="polite">
                You can resend in {resendIn}s
              </Typography>
            ) : (
              <Link component="button" type="button" variant="body2" onClick={resend} disabled={busy}>
                Resend code
              </Link>
            )}
          </Box>
        )}
      </Stack>
    </AuthDialogFrame>
  );
}
