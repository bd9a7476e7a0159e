import { TransactionStatus, TransactionType } from '@app/contract';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageShell } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { useReservations } from '../../booking/public.ts';
import { useTransactions, type TransactionView } from '../api/get-transactions.ts';
import { ConnectPayoutsDialog } from '../ConnectPayoutsDialog.tsx';
import { NoTransactions } from './NoTransactions.tsx';
import { PayoutAccountNotice } from './PayoutAccountNotice.tsx';
import { Summary } from './Summary.tsx';
import { TransactionCards } from './TransactionCards.tsx';
import { TransactionsLoading } from './TransactionsLoading.tsx';
import { TransactionsPager } from './TransactionsPager.tsx';
import { TransactionTable } from './TransactionTable.tsx';
import { pageOf, rowsOf } from './transaction-rows.ts';

/** /mytransactions/{type}: a customer's charges and refunds, or (`seller`) a host's payouts (docs/product/screens.md#transactions). */
export function TransactionsPage() {
  const { type } = useParams();
  const view: TransactionView = type === 'seller' ? 'seller' : 'customer';
  usePageTitle(view === 'seller' ? 'Payouts' : 'My Transactions');
  const user = useSessionUser();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const highlighted = searchParams.get('booking');
  const transactions = useTransactions(view);
  const reservations = useReservations();
  const [connectOpen, setConnectOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(
    () => rowsOf(view, transactions.data, reservations.data, highlighted),
    [transactions.data, reservations.data, view, highlighted],
  );

  // Once the account can receive money, pending payouts are being paid: watch them turn paid.
  const payoutsOnTheirWay =
    view === 'seller' &&
    Boolean(user?.payout?.payoutsEnabled) &&
    rows.some((row) => row.transaction.status === TransactionStatus.PENDING);
  const { refetch } = transactions;
  useEffect(() => {
    if (!payoutsOnTheirWay) return;
    const timer = setInterval(() => void refetch(), 5000);
    return () => clearInterval(timer);
  }, [payoutsOnTheirWay, refetch]);

  const { page, pageCount, pageRows } = pageOf(rows, Number(searchParams.get('page')));
  const goToPage = (next: number) => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('page', String(next));
      return params;
    });
    listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const firstCurrent = rows.find((row) => row.current)?.transaction.uuid;
  useEffect(() => {
    if (!firstCurrent) return;
    const element = listRef.current?.querySelector(`[data-transaction="${firstCurrent}"]`);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [firstCurrent]);

  const subtitle =
    view === 'seller'
      ? 'What you earn from completed bookings, after the platform fee. Newest first.'
      : 'Charges and refunds for your bookings, newest first.';

  if (transactions.isPending) {
    return (
      <PageShell title={view === 'seller' ? 'Payouts' : 'My Transactions'} subtitle={subtitle}>
        <TransactionsLoading />
      </PageShell>
    );
  }

  if (transactions.isError) {
    return (
      <PageShell title={view === 'seller' ? 'Payouts' : 'My Transactions'} subtitle={subtitle}>
        <LoadFailed
          what={view === 'seller' ? 'Your payouts' : 'Your transactions'}
          onRetry={() => void transactions.refetch()}
        />
      </PageShell>
    );
  }

  if (rows.length === 0) {
    return (
      <PageShell title={view === 'seller' ? 'Payouts' : 'My Transactions'} subtitle={subtitle}>
        <NoTransactions view={view} />
      </PageShell>
    );
  }

  const payoutsWaiting =
    view === 'seller' && !user?.payout?.payoutsEnabled
      ? rows.filter(
          (row) =>
            row.transaction.type === TransactionType.PAYOUT && row.transaction.status === TransactionStatus.PENDING,
        ).length
      : 0;

  return (
    <PageShell title={view === 'seller' ? 'Payouts' : 'My Transactions'} subtitle={subtitle}>
      <Summary view={view} transactions={rows.map((row) => row.transaction)} />
      {payoutsWaiting > 0 && <PayoutAccountNotice waiting={payoutsWaiting} onConnect={() => setConnectOpen(true)} />}
      <Box ref={listRef} sx={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
        {desktop ? (
          <TransactionTable view={view} rows={pageRows} user={user} />
        ) : (
          <TransactionCards view={view} rows={pageRows} user={user} />
        )}
      </Box>
      {pageCount > 1 && (
        <TransactionsPager
          total={rows.length}
          page={page}
          pageCount={pageCount}
          onChange={goToPage}
          compact={!desktop}
        />
      )}
      {connectOpen && <ConnectPayoutsDialog open onClose={() => setConnectOpen(false)} />}
    </PageShell>
  );
}
