import Typography from '@mui/material/Typography';

export function AdminAuditPage() {
  return (
    <Typography component="h1" variant="h4">
      Audit
    </Typography>
  );
}
