import Typography from '@mui/material/Typography';

export function AdminBookingsPage() {
  return (
    <Typography component="h1" variant="h4">
      Bookings
    </Typography>
  );
}
