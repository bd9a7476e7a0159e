import type { SessionUser } from '@app/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Price } from '../../../components/Price.tsx';
import type { TransactionView } from '../api/get-transactions.ts';
import { AmountText, BookingCell, currentSx, StatusText } from './TransactionCells.tsx';
import type { RowModel } from './transaction-rows.ts';
import { typeText, whenOf } from './transaction-rules.ts';

/** The list on a wide screen. */
export function TransactionTable({
  view,
  rows,
  user,
}: {
  view: TransactionView;
  rows: RowModel[];
  user: SessionUser | null;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '16px' }}>
      <Table aria-label={view === 'seller' ? 'Payouts' : 'Transactions'}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Booking</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            {view === 'seller' && <TableCell align="right">Fee</TableCell>}
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.transaction.uuid}
              data-transaction={row.transaction.uuid}
              aria-current={row.current ? 'true' : undefined}
              sx={row.current ? currentSx : undefined}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(row.transaction)}</TableCell>
              <TableCell>
                <BookingCell row={row} />
              </TableCell>
              <TableCell>{typeText[row.transaction.type] ?? 'Other'}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <StatusText transaction={row.transaction} user={user} />
              </TableCell>
              {view === 'seller' && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Price dollars={row.transaction.fee} />
                </TableCell>
              )}
              <TableCell align="right">
                <AmountText transaction={row.transaction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
