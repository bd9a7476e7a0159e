import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useSessionUser } from '../../lib/session.ts';

/** After a booking: a confirmation email goes to the user's address (SPEC §2). */
export function ThankYouPage() {
  usePageTitle('Thank you');
  const user = useSessionUser();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Thank you for your booking!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          A confirmation email is on its way to {user?.email ?? 'your email address'}.
        </Typography>
        <Button component={RouterLink} to="/mybookings" variant="contained">
          My Bookings
        </Button>
      </Paper>
    </Container>
  );
}
