import { Messages } from '@app/contract';
import { loginProblem } from '@app/contract/rules';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextInput } from '../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { closeAuthDialog, openForgotPassword, type LoginReason } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { isVerified } from '../../lib/session.ts';
import { rememberedUser, rememberUserName } from './accounts.api.ts';
import { AuthDialogFrame } from './AuthDialogFrame.tsx';
import { PasswordField } from './PasswordField.tsx';
import { logIn, onLoggedIn } from './session.api.ts';

type LoginTab = 'login' | 'signup';

/** The login tab's greeting: a returning user, or someone who has just created an account. */
const loginGreeting = (reason: LoginReason | undefined) =>
  reason === 'new-account'
    ? {
        title: 'Welcome to Hourly Spaces',
        subtitle:
          'Your account is ready. Log in to your new account, then verify your email and phone to start booking.',
      }
    : { title: 'Welcome back', subtitle: 'Log in to book spaces, save favourites and manage your listings.' };

/** The Login/Signup modal (docs/product/screens.md Navigation, §5 Login). */
export function LoginDialog({ initialTab = 'login', reason }: { initialTab?: LoginTab; reason?: LoginReason }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [userName, setUserName] = useState(rememberedUser);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = loginProblem(userName, password);
    // A refusal is said in the dialog, above Log in; a snackbar would say it a second time behind it.
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const user = await logIn(userName.trim(), password);
      notify.success(Messages.loginSuccessful);
      rememberUserName('');
      closeAuthDialog();
      // Listings, favourites and prices differ for a signed-in user.
      void queryClient.invalidateQueries();
      void onLoggedIn(user).catch(() => undefined);
      if (!isVerified(user)) navigate('/editprofile');
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  const goToSignup = (host: boolean) => {
    closeAuthDialog();
    navigate(host ? '/Signup?host=true' : '/Signup');
  };

  return (
    <AuthDialogFrame
      id="login-dialog"
      title={tab === 'login' ? loginGreeting(reason).title : 'Join Hourly Spaces'}
      subtitle={
        tab === 'login'
          ? loginGreeting(reason).subtitle
          : 'Create a free account to book private spaces by the hour, or to host your own.'
      }
    >
      <Tabs
        value={tab}
        onChange={(_event, next: LoginTab) => setTab(next)}
        variant="fullWidth"
        aria-label="Log in or sign up"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Log in" value="login" id="login-tab" aria-controls="login-panel" />
        <Tab label="Sign up" value="signup" id="signup-tab" aria-controls="signup-panel" />
      </Tabs>

      {tab === 'login' ? (
        <Box component="form" noValidate onSubmit={submit} role="tabpanel" id="login-panel" aria-labelledby="login-tab">
          <Stack spacing={2.25}>
            <TextInput
              id="login-username"
              label="Email or phone"
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
              autoComplete="username"
              autoFocus={!userName}
              error={Boolean(problem) && !userName.trim()}
            />
            <PasswordField
              id="login-password"
              label="Password"
              value={password}
              onChange={setPassword}
              autoFocus={Boolean(userName)}
              error={Boolean(problem) && password.length < 6}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
              <Link component="button" type="button" variant="body2" onClick={openForgotPassword}>
                Forgot password?
              </Link>
            </Box>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              Log in
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
              New to Hourly Spaces?{' '}
              <Link component="button" type="button" variant="body2" onClick={() => goToSignup(false)}>
                Sign up
              </Link>{' '}
              or{' '}
              <Link component="button" type="button" variant="body2" onClick={() => goToSignup(true)}>
                Sign up as a host
              </Link>
            </Typography>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={2} role="tabpanel" id="signup-panel" aria-labelledby="signup-tab">
          <SignupChoice
            icon={<PersonIcon />}
            title="Book spaces"
            text="Backyards, pools, courts and parking near you, by the hour."
            action="Sign up"
            onClick={() => goToSignup(false)}
          />
          <SignupChoice
            icon={<HomeWorkIcon />}
            title="Host your space"
            text="List your space, set your hours and get paid after each booking."
            action="Sign up as a host"
            onClick={() => goToSignup(true)}
          />
          <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', pt: 1 }}>
            Already have an account?{' '}
            <Link component="button" type="button" variant="body2" onClick={() => setTab('login')}>
              Log in
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthDialogFrame>
  );
}

function SignupChoice({
  icon,
  title,
  text,
  action,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(15, 118, 110, 0.1)',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {text}
          </Typography>
          <Button variant="contained" onClick={onClick}>
            {action}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
