import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Above a host's payouts while there is no payout account: says once why they wait, and offers to connect one. */
export function PayoutAccountNotice({ waiting, onConnect }: { waiting: number; onConnect: () => void }) {
  return (
    <Paper
      component="section"
      aria-label="Payout account"
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        borderRadius: '16px',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Typography>
        {waiting === 1
          ? 'Your pending payout is paid once you connect a payout account.'
          : `Your ${waiting} pending payouts are paid once you connect a payout account.`}
      </Typography>
      <Button variant="contained" onClick={onConnect} sx={{ flexShrink: 0 }}>
        Connect payout account
      </Button>
    </Paper>
  );
}
