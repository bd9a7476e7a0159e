import Typography from '@mui/material/Typography';

export function AdminApprovalsPage() {
  return (
    <Typography component="h1" variant="h4">
      Approvals
    </Typography>
  );
}
