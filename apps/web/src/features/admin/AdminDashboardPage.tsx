import Typography from '@mui/material/Typography';

export function AdminDashboardPage() {
  return (
    <Typography component="h1" variant="h4">
      Dashboard
    </Typography>
  );
}
