import type { AdminBooking } from '@app/contract';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TextInput } from '../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/PageShell.tsx';
import { scheduleLines } from '../booking/public.ts';
import { useAdminBookings } from './admin-bookings.api.ts';
import { BookingStatusChip } from './BookingStatusChip.tsx';
import { bookingStatuses } from './booking-status.ts';
import { AdminPageHeader } from './components/AdminPageHeader.tsx';
import { ListPager } from './components/ListPager.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { stackedTableSx } from './components/stacked-table.ts';
import { TableSkeleton } from './components/TableSkeleton.tsx';
import { useUrlQuery } from './components/url-query.ts';
import { Price } from '../../components/Price.tsx';
import { useOpenedOnce } from '../../lib/opened-once.ts';
import { timeZoneName } from '../../lib/time-zone.ts';

// Loaded when a booking is first opened (a link with ?booking= opens it at once): the dialog and its modal are a
// fifth of the page's code.
const BookingDetailsDialog = lazy(() =>
  import('./BookingDetailsDialog.tsx').then((module) => ({ default: module.BookingDetailsDialog })),
);

const filterKeys = ['venue', 'customer', 'from', 'to', 'status', 'booking'] as const;
const pageSize = 20;

type Filters = Record<(typeof filterKeys)[number], string>;

/** Listing and customer apply on Search (or Enter); the status and the dates at once. */
function BookingFilters({ values, onChange }: { values: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const [venue, setVenue] = useState(values.venue);
  const [customer, setCustomer] = useState(values.customer);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ venue: venue.trim(), customer: customer.trim() });
  };
  const filtered = filterKeys.some((key) => key !== 'booking' && values[key]);
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter bookings"
      variant="outlined"
      onSubmit={submit}
      sx={{
        p: 2,
        mb: 3,
        borderRadius: '16px',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {/* Wide screens: the two text searches share the first row; dates, status and the buttons the second. */}
      <TextInput
        label="Listing title"
        value={venue}
        onChange={(event) => setVenue(event.target.value)}
        size="small"
        sx={{ gridColumn: { lg: 'span 2' } }}
      />
      <TextInput
        label="Customer name or email"
        value={customer}
        onChange={(event) => setCustomer(event.target.value)}
        size="small"
        sx={{ gridColumn: { lg: 'span 2' } }}
      />
      <TextInput
        label="From"
        type="date"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        label="To"
        type="date"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        select
        label="Status"
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
        size="small"
      >
        <option value="">All statuses</option>
        {bookingStatuses.map((status) => (
          <option key={status.value} value={String(status.value)}>
            {status.label}
          </option>
        ))}
      </TextInput>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        {filtered && (
          <Button onClick={() => onChange({ venue: '', customer: '', from: '', to: '', status: '' })}>Clear</Button>
        )}
      </Box>
    </Paper>
  );
}

function Hours({ booking }: { booking: AdminBooking }) {
  const lines = scheduleLines(booking.schedules);
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {lines[0] ?? '—'}
      </Box>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {lines.length > 1 ? `+${lines.length - 1} more ${lines.length === 2 ? 'day' : 'days'} · ` : ''}
        {timeZoneName(booking.venue.timezone)}
      </Typography>
    </>
  );
}

/** The amount, then what was paid and refunded (smaller, each on its own line). */
function Money({ booking }: { booking: AdminBooking }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        <Price cents={booking.amountCents} />
      </Box>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        Paid <Price cents={booking.paidCents} />
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        Refunded <Price cents={booking.refundedCents} />
      </Typography>
    </>
  );
}

function BookingTable({ bookings, linkTo }: { bookings: AdminBooking[]; linkTo: (id: string) => string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '16px' }}>
      <Table aria-label="Bookings" size="small" sx={[stackedTableSx, { '& td, & th': { py: 1.25 } }]}>
        <TableHead>
          <TableRow>
            <TableCell>Listing</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Money</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking.uuid} hover>
              <TableCell data-wide sx={{ minWidth: { sm: 140 } }}>
                <Link component={RouterLink} to={linkTo(booking.uuid)} sx={{ fontWeight: 600 }}>
                  {booking.venue.title}
                </Link>
              </TableCell>
              <TableCell data-label="Customer" sx={{ overflowWrap: 'break-word' }}>
                <Box component="span" sx={{ display: 'block' }}>
                  {booking.customer.displayName}
                </Box>
                <Typography component="span" variant="body2" color="textSecondary">
                  {booking.customer.email}
                </Typography>
              </TableCell>
              <TableCell data-label="Hours" sx={{ minWidth: { sm: 160 } }}>
                <Hours booking={booking} />
              </TableCell>
              <TableCell data-label="Status">
                <BookingStatusChip status={booking.status} />
              </TableCell>
              <TableCell data-label="Money" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Money booking={booking} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin/bookings: every booking, searchable by listing, customer, dates and status; one opens its details. */
export function AdminBookingsPage() {
  const { values, page, update, params } = useUrlQuery(filterKeys);
  const { booking: openId, ...filters } = values;
  const detailsLoaded = useOpenedOnce(Boolean(openId));
  const bookings = useAdminBookings({ ...filters, page, limit: pageSize });
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('booking', id);
    return `?${next.toString()}`;
  };

  return (
    <>
      <AdminPageHeader title="Bookings" subtitle="Every booking on the marketplace, newest first." />
      <BookingFilters key={`${values.venue}|${values.customer}`} values={values} onChange={update} />
      {bookings.isPending ? (
        <TableSkeleton label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadFailed what="Bookings" error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.data.length === 0 ? (
        <EmptyState
          icon={<EventBusyIcon fontSize="large" />}
          title="No bookings found"
          text="No booking matches these filters. Try other dates or clear the filters."
        />
      ) : (
        <Box sx={{ opacity: bookings.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <BookingTable bookings={bookings.data.data} linkTo={linkTo} />
          <ListPager
            label="Bookings pages"
            page={page}
            limit={pageSize}
            count={bookings.data.count}
            onPage={(next) => update({ page: next })}
          />
        </Box>
      )}
      {detailsLoaded && (
        <Suspense fallback={null}>
          <BookingDetailsDialog
            bookingId={openId || null}
            onClose={() => update({ booking: null }, { resetPage: false })}
          />
        </Suspense>
      )}
    </>
  );
}
