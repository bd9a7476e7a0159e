import { Messages } from '@app/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { notify } from '../../lib/notify.ts';
import { refreshSessionUser } from '../accounts/session.api.ts';

/** Where the card provider sends a host back after payout onboarding. */
export function OnboardingCompletePage() {
  usePageTitle('Payout account added');
  useEffect(() => {
    notify.success(Messages.stripeAccountAdded);
    void refreshSessionUser().catch(() => undefined);
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Thank you!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your payout account has been added. Earnings from completed bookings are paid to it.
        </Typography>
        <Button component={RouterLink} to="/managelistings" variant="contained">
          Manage Listings
        </Button>
      </Paper>
    </Container>
  );
}
