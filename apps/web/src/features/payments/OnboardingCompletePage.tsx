import { Messages } from '@app/contract';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { refreshSessionUser } from '../accounts/public.ts';
import { ConnectPayoutsDialog } from './ConnectPayoutsDialog.tsx';
import { useOnboardingStatus } from './api/get-onboarding-status.ts';

function Card({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: '20px' }}>
        <Box aria-hidden sx={{ mb: 1 }}>
          {icon}
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
            {actions}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

function HostOnboardingResult() {
  const [connectOpen, setConnectOpen] = useState(false);
  const status = useOnboardingStatus();
  const connected = status.data?.connected === true;
  useEffect(() => {
    if (!connected) return;
    notify.success(Messages.stripeAccountAdded);
    // The status call has just recorded the connection: the header and the payouts page read it from the session.
    void refreshSessionUser().catch(() => undefined);
  }, [connected]);
  usePageTitle(connected ? 'Payout account added' : 'Payout account');

  if (status.isPending) {
    return (
      <Card icon={<CircularProgress size={48} />} title="Checking your payout account">
        <Typography color="textSecondary">This takes a moment.</Typography>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card
        icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
        title="We couldn't check your payout account"
        actions={
          <Button variant="contained" onClick={() => void status.refetch()}>
            Try again
          </Button>
        }
      >
        <Typography color="textSecondary">Please check your connection and try again.</Typography>
      </Card>
    );
  }
  if (!connected) {
    return (
      <Card
        icon={<HourglassTopIcon color="warning" sx={{ fontSize: 56 }} />}
        title="Payout setup isn't finished"
        actions={
          <>
            <Button variant="contained" onClick={() => setConnectOpen(true)}>
              Finish connecting
            </Button>
            <Button component={RouterLink} to="/managelistings" variant="outlined">
              Manage Listings
            </Button>
          </>
        }
      >
        <Typography color="textSecondary">
          Your payout account is not connected yet, so payouts from completed bookings stay pending. Finish the steps
          with our card payment provider to receive them.
        </Typography>
        {connectOpen && <ConnectPayoutsDialog open onClose={() => setConnectOpen(false)} />}
      </Card>
    );
  }
  return (
    <Card
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
      title="Thank you!"
      actions={
        <>
          <Button component={RouterLink} to="/managelistings" variant="contained">
            Manage Listings
          </Button>
          <Button component={RouterLink} to="/mytransactions/seller" variant="outlined">
            See my payouts
          </Button>
        </>
      }
    >
      <Typography color="textSecondary">
        Your payout account has been added. Earnings from completed bookings are paid to it.
        {status.data?.payoutsEnabled === false &&
          ' Payouts start as soon as the provider has finished checking your details.'}
      </Typography>
    </Card>
  );
}

/** Where the card provider sends a host back after payout onboarding (docs/product/screens.md route table). */
export function OnboardingCompletePage() {
  const user = useSessionUser();
  // The session's user (host flag, payout account) may be older than what the provider just told the server.
  useEffect(() => {
    void refreshSessionUser().catch(() => undefined);
  }, []);
  if (user && !user.host) return <NotAHost />;
  return <HostOnboardingResult />;
}

function NotAHost() {
  usePageTitle('Payouts are for hosts');
  return (
    <Card
      icon={<AccountBalanceOutlinedIcon color="primary" sx={{ fontSize: 56 }} />}
      title="Payouts are for hosts"
      actions={
        <Button component={RouterLink} to="/becomeahost" variant="contained">
          Become a host
        </Button>
      }
    >
      <Typography color="textSecondary">
        A payout account receives the earnings of listed spaces. Become a host to list your space and get paid after
        each booking.
      </Typography>
    </Card>
  );
}
