import type { SessionUser } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Price } from '../../../components/Price.tsx';
import type { TransactionView } from '../api/get-transactions.ts';
import { AmountText, BookingCell, currentSx, StatusText } from './TransactionCells.tsx';
import type { RowModel } from './transaction-rows.ts';
import { typeText, whenOf } from './transaction-rules.ts';

/** The list on a phone or a narrow window: one card a transaction. */
export function TransactionCards({
  view,
  rows,
  user,
}: {
  view: TransactionView;
  rows: RowModel[];
  user: SessionUser | null;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={view === 'seller' ? 'Payouts' : 'Transactions'} sx={{ m: 0, p: 0 }}>
      {rows.map((row) => (
        <Paper
          key={row.transaction.uuid}
          component="li"
          variant="outlined"
          data-transaction={row.transaction.uuid}
          aria-current={row.current ? 'true' : undefined}
          sx={{ listStyle: 'none', p: 2, borderRadius: '16px', ...(row.current ? currentSx : {}) }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {typeText[row.transaction.type] ?? 'Other'}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {whenOf(row.transaction)}
              </Typography>
            </Box>
            <AmountText transaction={row.transaction} />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <BookingCell row={row} />
          </Box>
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-end' }}>
            <StatusText transaction={row.transaction} user={user} />
            {view === 'seller' && (
              <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                Fee <Price dollars={row.transaction.fee} />
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
