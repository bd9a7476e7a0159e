import Typography from '@mui/material/Typography';

export function AdminListingsPage() {
  return (
    <Typography component="h1" variant="h4">
      Listings
    </Typography>
  );
}
