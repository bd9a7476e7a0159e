import type { Ledger } from '@app/contract';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TextInput } from '../../components/TextInput.tsx';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/PageShell.tsx';
import { ApiError, errorText } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { downloadLedgerCsv, useLedger, type LedgerFilters } from './admin-money.api.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { formatDay } from './components/format.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { stackedTableSx } from './components/stacked-table.ts';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { Price } from '../../components/Price.tsx';

type Figures = Ledger['totals'];

const columns: { key: keyof Figures; label: string }[] = [
  { key: 'chargesCents', label: 'Charges' },
  { key: 'refundsCents', label: 'Refunds' },
  { key: 'feesCents', label: 'Fees' },
  { key: 'payoutsPendingCents', label: 'Payouts pending' },
  { key: 'payoutsPaidCents', label: 'Payouts paid' },
  { key: 'heldCents', label: 'Net' },
];

const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2026-11-24" → "Nov 24, 2026"; "2026-11" → "November 2026". */
const periodText = (period: string) =>
  /^\d{4}-\d{2}$/.test(period) ? month.format(new Date(`${period}-15T12:00:00Z`)) : formatDay(period);

const bookingReference = (id: string) => `Booking ${id.slice(-8).toUpperCase()}`;

function LedgerCheck({ check }: { check: Ledger['check'] }) {
  if (check.balanced) {
    return (
      <Alert severity="success" sx={{ mb: 3, borderRadius: '12px' }}>
        <AlertTitle>Ledger check passed</AlertTitle>
        {check.settledBookings === 0
          ? 'No booking is settled yet, so there is nothing to check.'
          : check.settledBookings === 1
            ? 'The one settled booking balances to zero.'
            : `All ${check.settledBookings} settled bookings balance to zero.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3, borderRadius: '12px' }}>
      <AlertTitle>
        {check.unbalanced.length} of {check.settledBookings} settled{' '}
        {check.settledBookings === 1 ? 'booking does' : 'bookings do'} not balance to zero
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {check.unbalanced.map((item) => (
          <li key={item.reservationId}>
            <Link component={RouterLink} to={`/admin/bookings?booking=${encodeURIComponent(item.reservationId)}`}>
              {bookingReference(item.reservationId)}
            </Link>{' '}
            is off by <Price cents={item.balanceCents} />
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function LedgerTable({ ledger }: { ledger: Ledger }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '16px' }}>
      <Table
        aria-label={ledger.period === 'day' ? 'Money by day' : 'Money by month'}
        size="small"
        sx={[stackedTableSx, { '& td, & th': { py: 1 } }]}
      >
        <TableHead>
          <TableRow>
            <TableCell>{ledger.period === 'day' ? 'Day' : 'Month'}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ledger.rows.map((row) => (
            <TableRow key={row.period} hover>
              <TableCell component="th" scope="row" data-wide sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {periodText(row.period)}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} data-label={column.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Price cents={row[column.key]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              Totals
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} data-label={column.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Price cents={ledger.totals[column.key]} />
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function ExportButton({ filters }: { filters: LedgerFilters }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      notify.success(`Downloaded ${await downloadLedgerCsv(filters)}`);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      Export CSV
    </Button>
  );
}

/** /admin/money: charges, refunds, fees and payouts by day or month, their totals and the ledger check. */
export function AdminMoneyPage() {
  const { values, update } = useUrlQuery(['period', 'from', 'to'] as const);
  const filters: LedgerFilters = {
    period: values.period === 'month' ? 'month' : 'day',
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const ledger = useLedger(filters);
  const refused = ledger.error instanceof ApiError && ledger.error.status === 400;

  return (
    <>
      <AdminPageHeader
        title="Money"
        subtitle="What moved through the platform for each booking, by the day or month it was charged (UTC): its refunds and payouts count beside its charge."
        actions={<ExportButton filters={filters} />}
      />
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 3, borderRadius: '16px', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <ToggleButtonGroup
          exclusive
          aria-label="Period"
          value={filters.period}
          onChange={(_event, period: string | null) => period && update({ period: period === 'day' ? null : period })}
          size="small"
          color="primary"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
        <TextInput
          label="From"
          type="date"
          size="small"
          value={values.from}
          onChange={(event) => update({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        <TextInput
          label="To"
          type="date"
          size="small"
          value={values.to}
          onChange={(event) => update({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        {ledger.data && (
          <Typography variant="body2" color="textSecondary">
            {formatDay(ledger.data.from)} – {formatDay(ledger.data.to)}
          </Typography>
        )}
      </Paper>
      {ledger.isPending ? (
        <TableSkeleton label="Loading the ledger" />
      ) : refused ? (
        <Alert severity="warning">{errorText(ledger.error)}</Alert>
      ) : ledger.isError ? (
        <LoadFailed what="The ledger" error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <Box sx={{ opacity: ledger.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <LedgerCheck check={ledger.data.check} />
          {ledger.data.rows.length === 0 ? (
            <EmptyState
              icon={<ReceiptLongIcon fontSize="large" />}
              title="No money moved in these dates"
              text="No charge, refund or payout was recorded between these dates. Try a longer range."
            />
          ) : (
            <>
              <LedgerTable ledger={ledger.data} />
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
                Net is charges minus refunds, payouts and fees: what the platform still holds from that period. It is
                negative when hosts were paid for bookings charged before it.
              </Typography>
            </>
          )}
        </Box>
      )}
    </>
  );
}
