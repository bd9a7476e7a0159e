import Typography from '@mui/material/Typography';

export function AdminPeoplePage() {
  return (
    <Typography component="h1" variant="h4">
      People
    </Typography>
  );
}
