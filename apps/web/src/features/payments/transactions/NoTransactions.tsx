import { Messages } from '@app/contract';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/PageShell.tsx';
import type { TransactionView } from '../api/get-transactions.ts';

export function NoTransactions({ view }: { view: TransactionView }) {
  return (
    <EmptyState
      icon={<ReceiptLongIcon fontSize="large" />}
      title={Messages.noPayoutYet}
      text={
        view === 'seller'
          ? 'When a booking of one of your listings is completed, its payout appears here.'
          : 'When you book a space, its payments and any refunds appear here.'
      }
      action={
        view === 'seller' ? (
          <Button component={RouterLink} to="/managelistings" variant="contained" size="large">
            Manage Listings
          </Button>
        ) : (
          <Button component={RouterLink} to="/listing" variant="contained" size="large">
            Explore spaces
          </Button>
        )
      }
    />
  );
}
