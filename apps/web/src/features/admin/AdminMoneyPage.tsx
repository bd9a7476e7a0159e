import Typography from '@mui/material/Typography';

export function AdminMoneyPage() {
  return (
    <Typography component="h1" variant="h4">
      Money
    </Typography>
  );
}
