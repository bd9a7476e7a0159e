import Typography from '@mui/material/Typography';

export function AdminContactPage() {
  return (
    <Typography component="h1" variant="h4">
      Contact
    </Typography>
  );
}
