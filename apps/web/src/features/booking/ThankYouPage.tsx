import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { useReservation } from './booking.api.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { loadingRegion } from '../../components/loading-region';

/**
 * /thankyou?reservationid=: after a booking (docs/product/screens.md): what was booked and that a confirmation email goes to the
 * user's address. Opened without a booking it leads to My Bookings instead of thanking for nothing.
 */
export function ThankYouPage() {
  const [searchParams] = useSearchParams();
  const reservationId = searchParams.get('reservationid') ?? undefined;
  const rescheduled = searchParams.get('rescheduled') === '1';
  const user = useSessionUser();
  const reservation = useReservation(reservationId);
  usePageTitle('Thank you');

  if (!reservationId || reservation.isError) return <Navigate to="/mybookings" replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          {rescheduled ? 'Your booking has new times' : 'Thank you for your booking!'}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1.5 }}>
          <MailOutlineIcon color="action" aria-hidden sx={{ verticalAlign: 'text-bottom', mr: 0.75, fontSize: 20 }} />A
          confirmation email is on its way to <strong>{user?.email ?? 'your email address'}</strong>.
        </Typography>
      </Box>
      {reservation.data ? (
        <BookingSummary reservation={reservation.data} heading="Booked" />
      ) : (
        <Skeleton
          {...loadingRegion('Loading your booking')}
          variant="rounded"
          height={280}
          sx={{ borderRadius: '20px' }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to={`/mybookings?booking=${encodeURIComponent(reservationId)}`}
          variant="contained"
          size="large"
        >
          View my bookings
        </Button>
        <Button component={RouterLink} to="/listing" variant="outlined" size="large">
          Explore more spaces
        </Button>
      </Stack>
    </Container>
  );
}
