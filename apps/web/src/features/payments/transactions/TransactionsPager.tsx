import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Pagination } from '../../../components/Pagination.tsx';
import { TRANSACTIONS_PER_PAGE } from './transaction-rows.ts';

/** "11–20 of 23" and the page links, below the list. */
export function TransactionsPager({
  total,
  page,
  pageCount,
  onChange,
  compact,
}: {
  total: number;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Fewer page links, for a phone. */
  compact: boolean;
}) {
  const first = (page - 1) * TRANSACTIONS_PER_PAGE + 1;
  return (
    <Box
      sx={{
        mt: 2.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="textSecondary">
        {`${first}–${Math.min(total, page * TRANSACTIONS_PER_PAGE)} of ${total}`}
      </Typography>
      <Pagination count={pageCount} page={page} onChange={onChange} siblingCount={compact ? 0 : 1} />
    </Box>
  );
}
