import Typography from '@mui/material/Typography';

export function AdminPoliciesPage() {
  return (
    <Typography component="h1" variant="h4">
      Policies
    </Typography>
  );
}
