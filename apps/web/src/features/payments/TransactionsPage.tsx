import {
  Messages,
  TransactionStatus,
  TransactionType,
  type Reservation,
  type SessionUser,
  type Transaction,
} from '@app/contract';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmptyState, PageShell } from '../../components/PageShell.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { scheduleLines, useReservations } from '../booking/public.ts';
import { useTransactions } from './api/get-transactions.ts';
import { ConnectPayoutsDialog } from './ConnectPayoutsDialog.tsx';
import { formatPrice, Price, toCents } from '../../components/Price.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { loadingRegion } from '../../components/loading-region';
import { Pagination } from '../../components/Pagination.tsx';

type View = 'seller' | 'customer';

/** Rows per page: the whole list is read at once (the summary adds it all up), then shown a page at a time. */
export const TRANSACTIONS_PER_PAGE = 10;

const typeText: Record<number, string> = {
  [TransactionType.CHARGE]: 'Charge',
  [TransactionType.REFUND]: 'Refund',
  [TransactionType.PAYOUT]: 'Payout',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const whenOf = (transaction: Transaction) => dateTime.format(new Date(transaction.createdAt));

/** Newest first; rows written in the same millisecond keep a stable order. */
const newestFirst = (a: Transaction, b: Transaction) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.uuid.localeCompare(a.uuid);

const sum = (rows: Transaction[]) => Math.round(rows.reduce((total, row) => total + row.amount * 100, 0)) / 100;

/** "Booking 3F2B5C11": a short reference to a booking when its listing is not known. */
const bookingReference = (reservationId: string) => `Booking ${reservationId.slice(-8).toUpperCase()}`;

const notMoved: Record<number, string> = {
  [TransactionType.CHARGE]: 'Not charged',
  [TransactionType.REFUND]: 'Not refunded',
  [TransactionType.PAYOUT]: 'Not paid',
};

/**
 * Money in (refund, payout) is "+$45.00" in green; money out (charge) is "−$90.00". What never moved (a declined
 * charge, a failed refund or payout) has no sign and is struck through, with what did not happen beneath.
 */
function amountOf(transaction: Transaction) {
  const incoming = transaction.type !== TransactionType.CHARGE;
  const cents = toCents(transaction.amount);
  if (transaction.status === TransactionStatus.FAILED) {
    return { text: formatPrice(cents), color: 'text.secondary', moved: false, note: notMoved[transaction.type] };
  }
  return {
    text: formatPrice(incoming ? cents : -cents, { signed: true }),
    color: incoming ? 'success.main' : 'text.primary',
    moved: true,
  };
}

function statusOf(transaction: Transaction, user: SessionUser | null) {
  if (transaction.status === TransactionStatus.SUCCEEDED) {
    return { text: transaction.type === TransactionType.PAYOUT ? 'Paid' : 'Succeeded', color: 'success.main' };
  }
  if (transaction.status === TransactionStatus.FAILED) {
    // A charge the card provider refused is a decline, in the card's own words beneath.
    const text = transaction.type === TransactionType.CHARGE ? 'Declined' : 'Failed';
    return { text, color: 'error.main', detail: transaction.failureMessage };
  }
  // Without a payout account the notice above the list says why payouts wait, once for all of them.
  if (transaction.type === TransactionType.PAYOUT && user?.payout?.payoutsEnabled) {
    return { text: 'Pending — on its way to your payout account', color: 'warning.dark' };
  }
  return { text: 'Pending', color: 'warning.dark' };
}

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
const summarySx = (count: number) => ({
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${count}, minmax(0, 1fr))` },
  gap: { xs: 1.5, sm: 2 },
  mb: 3,
});

function Summary({ view, transactions }: { view: View; transactions: Transaction[] }) {
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

interface RowModel {
  transaction: Transaction;
  /** The booking the row belongs to: its listing title (or a short reference) and where it opens. */
  booking?: { label: string; detail?: string; to?: string };
  current: boolean;
}

function BookingCell({ row }: { row: RowModel }) {
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

function StatusText({ transaction, user }: { transaction: Transaction; user: SessionUser | null }) {
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

function AmountText({ transaction, align = 'right' }: { transaction: Transaction; align?: 'right' | 'left' }) {
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

const currentSx = { bgcolor: 'rgba(15, 118, 110, 0.08)', boxShadow: 'inset 4px 0 0 #0f766e' } as const;

function TransactionTable({ view, rows, user }: { view: View; rows: RowModel[]; user: SessionUser | null }) {
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

function TransactionCards({ view, rows, user }: { view: View; rows: RowModel[]; user: SessionUser | null }) {
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

function LoadingState() {
  return (
    <Box {...loadingRegion('Loading transactions')}>
      <Box sx={summarySx(2)}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} sx={{ borderRadius: '16px' }} />
        ))}
      </Box>
      <Stack spacing={1.5}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={72} sx={{ borderRadius: '16px' }} />
        ))}
      </Stack>
    </Box>
  );
}

function bookingOf(
  view: View,
  transaction: Transaction,
  reservations: Map<string, Reservation>,
): RowModel['booking'] | undefined {
  const id = transaction.reservationId;
  if (!id) return undefined;
  if (view === 'seller') {
    // A payout opens its booking among the listing's reservations.
    if (!transaction.venueId) return { label: bookingReference(id) };
    return {
      label: transaction.venueTitle || bookingReference(id),
      detail: transaction.venueTitle ? bookingReference(id) : undefined,
      to: `/view-reservations/${encodeURIComponent(transaction.venueId)}?reservation=${encodeURIComponent(id)}`,
    };
  }
  const reservation = reservations.get(id);
  return {
    label: reservation?.venue.title ?? bookingReference(id),
    detail: reservation ? scheduleLines(reservation.schedules)[0] : undefined,
    to: `/mybookings?booking=${encodeURIComponent(id)}`,
  };
}

/** /mytransactions/{type}: a customer's charges and refunds, or (`seller`) a host's payouts (docs/product/screens.md#transactions). */
export function TransactionsPage() {
  const { type } = useParams();
  const view: View = type === 'seller' ? 'seller' : 'customer';
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

  const rows = useMemo<RowModel[]>(() => {
    const byId = new Map((view === 'customer' ? (reservations.data ?? []) : []).map((item) => [item.uuid, item]));
    return [...(transactions.data ?? [])].sort(newestFirst).map((transaction) => ({
      transaction,
      booking: bookingOf(view, transaction, byId),
      current: Boolean(highlighted) && transaction.reservationId === highlighted,
    }));
  }, [transactions.data, reservations.data, view, highlighted]);

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

  // ?page= when chosen; otherwise the page that holds the booking a link named (?booking=), else the first.
  const pageCount = Math.max(1, Math.ceil(rows.length / TRANSACTIONS_PER_PAGE));
  const chosenPage = Number(searchParams.get('page'));
  const currentIndex = rows.findIndex((row) => row.current);
  const page = Math.min(
    pageCount,
    Number.isInteger(chosenPage) && chosenPage >= 1
      ? chosenPage
      : currentIndex >= 0
        ? Math.floor(currentIndex / TRANSACTIONS_PER_PAGE) + 1
        : 1,
  );
  const pageRows = rows.slice((page - 1) * TRANSACTIONS_PER_PAGE, page * TRANSACTIONS_PER_PAGE);
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
        <LoadingState />
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
  const first = (page - 1) * TRANSACTIONS_PER_PAGE + 1;

  return (
    <PageShell title={view === 'seller' ? 'Payouts' : 'My Transactions'} subtitle={subtitle}>
      <Summary view={view} transactions={rows.map((row) => row.transaction)} />
      {payoutsWaiting > 0 && (
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
            {payoutsWaiting === 1
              ? 'Your pending payout is paid once you connect a payout account.'
              : `Your ${payoutsWaiting} pending payouts are paid once you connect a payout account.`}
          </Typography>
          <Button variant="contained" onClick={() => setConnectOpen(true)} sx={{ flexShrink: 0 }}>
            Connect payout account
          </Button>
        </Paper>
      )}
      <Box ref={listRef} sx={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
        {desktop ? (
          <TransactionTable view={view} rows={pageRows} user={user} />
        ) : (
          <TransactionCards view={view} rows={pageRows} user={user} />
        )}
      </Box>
      {pageCount > 1 && (
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
            {`${first}–${Math.min(rows.length, page * TRANSACTIONS_PER_PAGE)} of ${rows.length}`}
          </Typography>
          <Pagination count={pageCount} page={page} onChange={goToPage} siblingCount={desktop ? 1 : 0} />
        </Box>
      )}
      {connectOpen && <ConnectPayoutsDialog open onClose={() => setConnectOpen(false)} />}
    </PageShell>
  );
}
