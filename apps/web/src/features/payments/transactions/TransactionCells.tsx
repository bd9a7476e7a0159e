import type { SessionUser, Transaction } from '@app/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RowModel } from './transaction-rows.ts';
import { amountOf, statusOf } from './transaction-rules.ts';

/** How the row of the booking a link named stands out, in the table and in the cards. */
export const currentSx = { bgcolor: 'rgba(15, 118, 110, 0.08)', boxShadow: 'inset 4px 0 0 #0f766e' } as const;

export function BookingCell({ row }: { row: RowModel }) {
  if (!row.booking) return <Typography color="textSecondary">—</Typography>;
  const { label, detail, to } = row.booking;
  return (
    <Box sx={{ minWidth: 0 }}>
      {to ? (
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {label}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      )}
      {detail && (
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

export function StatusText({ transaction, user }: { transaction: Transaction; user: SessionUser | null }) {
  const status = statusOf(transaction, user);
  return (
    <Box>
      <Typography variant="body2" sx={{ color: status.color, fontWeight: 600 }}>
        {status.text}
      </Typography>
      {status.detail && (
        <Typography variant="body2" color="error.main">
          {status.detail}
        </Typography>
      )}
    </Box>
  );
}

export function AmountText({ transaction, align = 'right' }: { transaction: Transaction; align?: 'right' | 'left' }) {
  const amount = amountOf(transaction);
  return (
    <Box sx={{ textAlign: align }}>
      <Typography
        sx={{
          fontWeight: amount.moved ? 700 : 400,
          color: amount.color,
          whiteSpace: 'nowrap',
          textDecorationLine: amount.moved ? undefined : 'line-through',
        }}
      >
        {amount.text}
      </Typography>
      {amount.note && (
        <Typography variant="caption" color="textSecondary">
          {amount.note}
        </Typography>
      )}
    </Box>
  );
}
