import { TransactionStatus, TransactionType, type Transaction } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, toCents } from '../../../components/Price.tsx';
import type { TransactionView } from '../api/get-transactions.ts';
import { sum } from './transaction-rules.ts';

function SummaryCard({ label, value, note, color }: { label: string; value: string; note?: string; color?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px', minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary" component="h2">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ mt: 0.5, color, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.25 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** Two cards side by side even on a phone; three wrap to two columns there. */
export const summarySx = (count: number) => ({
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${count}, minmax(0, 1fr))` },
  gap: { xs: 1.5, sm: 2 },
  mb: 3,
});

export function Summary({ view, transactions }: { view: TransactionView; transactions: Transaction[] }) {
  const succeeded = (type: number) =>
    transactions.filter((row) => row.type === type && row.status === TransactionStatus.SUCCEEDED);
  const pending = (type: number) =>
    transactions.filter((row) => row.type === type && row.status === TransactionStatus.PENDING);
  if (view === 'seller') {
    const paidOut = sum(succeeded(TransactionType.PAYOUT));
    const waiting = pending(TransactionType.PAYOUT);
    const fees =
      Math.round(
        transactions
          .filter((row) => row.status !== TransactionStatus.FAILED)
          .reduce((total, row) => total + row.fee * 100, 0),
      ) / 100;
    return (
      <Box component="section" aria-label="Summary" sx={summarySx(3)}>
        <SummaryCard label="Total paid out" value={formatPrice(toCents(paidOut))} color="success.main" />
        <SummaryCard
          label="Pending"
          value={formatPrice(toCents(sum(waiting)))}
          note={waiting.length ? `${waiting.length} ${waiting.length === 1 ? 'payout' : 'payouts'} waiting` : undefined}
        />
        <SummaryCard label="Platform fees" value={formatPrice(toCents(fees))} />
      </Box>
    );
  }
  const paid = sum(succeeded(TransactionType.CHARGE));
  const refunded = sum(succeeded(TransactionType.REFUND));
  const refunding = sum(pending(TransactionType.REFUND));
  return (
    <Box component="section" aria-label="Summary" sx={summarySx(2)}>
      <SummaryCard label="Total paid" value={formatPrice(toCents(paid))} />
      <SummaryCard
        label="Total refunded"
        value={formatPrice(toCents(refunded))}
        color={refunded ? 'success.main' : undefined}
        note={refunding ? `${formatPrice(toCents(refunding))} more on its way` : undefined}
      />
    </Box>
  );
}
