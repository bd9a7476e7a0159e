import { type SessionUser } from '@app/contract';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { verifyContact } from '../accounts.api.ts';
import { refreshSessionUser } from '../session.api.ts';

async function startVerification(user: SessionUser, kind: 'email' | 'phone') {
  try {
    await verifyContact(user, kind);
  } catch (error) {
    notify.error(errorText(error));
    // 'Already verified' elsewhere: pick up the current state.
    void refreshSessionUser().catch(() => undefined);
  }
}

export function VerificationBanner({ user }: { user: SessionUser }) {
  if (user.emailVerified && user.phoneVerified) return null;
  const missing = [!user.emailVerified && 'email', !user.phoneVerified && 'phone number'].filter(Boolean).join(' and ');
  return (
    <Alert
      severity="warning"
      icon={<WarningIcon />}
      sx={{ mb: 3, borderRadius: 3, alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
      aria-label="Verification needed"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Please verify your {missing}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        You need a verified email and phone to book spaces, save favourites and host. We send a 6-digit code to each.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {!user.emailVerified && (
          <Button variant="contained" color="warning" onClick={() => void startVerification(user, 'email')}>
            Verify email
          </Button>
        )}
        {!user.phoneVerified && (
          <Button variant="contained" color="warning" onClick={() => void startVerification(user, 'phone')}>
            Verify phone
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
