import { AdminMessages, type AdminBookingDetail } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { guestsText, placeOfZone, scheduleLines, useLastShown } from '../booking/public.ts';
import { useAdminBooking, useCancelAdminBooking } from './admin-bookings.api.ts';
import { BookingStatusChip } from './BookingStatusChip.tsx';
import { isCancellable, transactionStatusOf, transactionTypeText } from './booking-status.ts';
import { formatInstant } from './components/format.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ReasonDialog } from './components/ReasonDialog.tsx';
import { stackedTableSx } from './components/stacked-table.ts';
import { DetailRow } from '../../components/DetailRow.tsx';
import { formatPrice, Price } from '../../components/Price.tsx';
import { loadingRegion } from '../../components/loading-region';

/** What an admin cancel does to the customer's money, in one sentence: all that is still paid goes back. */
export function cancelConsequence(booking: Pick<AdminBookingDetail, 'paidCents' | 'refundedCents'>) {
  const kept = booking.paidCents - booking.refundedCents;
  return kept > 0
    ? `The customer gets a full refund of ${formatPrice(kept)}.`
    : 'The hold is released; the customer has not been charged.';
}

function Transactions({ booking }: { booking: AdminBookingDetail }) {
  if (booking.transactions.length === 0) {
    return <Typography color="textSecondary">No transactions yet.</Typography>;
  }
  return (
    <Table size="small" aria-label="Transactions" sx={stackedTableSx}>
      <TableHead>
        <TableRow>
          <TableCell>Type</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Fee</TableCell>
          <TableCell>Date</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {booking.transactions.map((transaction) => {
          const status = transactionStatusOf(transaction.status);
          return (
            <TableRow key={transaction.uuid}>
              <TableCell data-label="Type">{transactionTypeText(transaction.type)}</TableCell>
              <TableCell data-label="Status">
                <Box component="span" sx={{ color: status.color, fontWeight: 600 }}>
                  {status.label}
                </Box>
                {transaction.failureMessage && (
                  <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                    {transaction.failureMessage}
                  </Box>
                )}
              </TableCell>
              <TableCell data-label="Amount" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Price cents={transaction.amountCents} />
              </TableCell>
              <TableCell data-label="Fee" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Price cents={transaction.feeCents} />
              </TableCell>
              <TableCell data-label="Date">{formatInstant(transaction.createdAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Details({ booking }: { booking: AdminBookingDetail }) {
  const zone = placeOfZone(booking.venue.timezone);
  const guests = guestsText(booking.guests);
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <BookingStatusChip status={booking.status} />
      </Box>
      <Box component="dl" sx={{ m: 0, mb: 3 }}>
        <DetailRow term="Listing">
          <Link component={RouterLink} to={`/view-detail/${encodeURIComponent(booking.venue.uuid)}`}>
            {booking.venue.title}
          </Link>
        </DetailRow>
        <DetailRow term="Customer">
          <Link component={RouterLink} to={`/admin/people?search=${encodeURIComponent(booking.customer.email)}`}>
            {booking.customer.displayName}
          </Link>{' '}
          · <Link href={`mailto:${booking.customer.email}`}>{booking.customer.email}</Link>
        </DetailRow>
        <DetailRow term={`Hours (${zone} time)`}>
          {scheduleLines(booking.schedules).map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </DetailRow>
        {booking.slots.length > 0 && <DetailRow term="Slots">{booking.slots.join(', ')}</DetailRow>}
        <DetailRow term="Guests">{guests || 'None given'}</DetailRow>
        <DetailRow term="Amount">
          <Price cents={booking.amountCents} />
        </DetailRow>
        <DetailRow term="Paid">
          <Price cents={booking.paidCents} />
        </DetailRow>
        <DetailRow term="Refunded">
          <Price cents={booking.refundedCents} />
        </DetailRow>
        {booking.cancelReason && <DetailRow term="Cancel reason">{booking.cancelReason}</DetailRow>}
        <DetailRow term="Booked">{formatInstant(booking.createdAt)}</DetailRow>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Transactions
      </Typography>
      <Transactions booking={booking} />
    </>
  );
}

function Loading() {
  return (
    <Box {...loadingRegion('Loading booking')}>
      <Skeleton width={100} height={32} />
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Box>
  );
}

function CancelBooking({ booking, onDone }: { booking: AdminBookingDetail; onDone: () => void }) {
  const cancel = useCancelAdminBooking(booking.uuid);
  return (
    <ReasonDialog
      title="Cancel this booking?"
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      confirmColor="error"
      requiredMessage={AdminMessages.reasonRequired}
      onConfirm={(reason) => cancel.mutateAsync(reason ?? '')}
      onClose={onDone}
    >
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {booking.venue.title} · {booking.customer.displayName}
      </Typography>
      <Typography sx={{ mt: 1 }}>{cancelConsequence(booking)}</Typography>
    </ReasonDialog>
  );
}

/** Everything about one booking, for an admin: hours, money, transactions, and "Cancel booking". */
export function BookingDetailsDialog({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const titleId = useId();
  const shownId = useLastShown(bookingId);
  const booking = useAdminBooking(shownId);
  const [cancelling, setCancelling] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notFound = booking.error instanceof ApiError && booking.error.status === 404;
  return (
    <Dialog
      open={Boolean(bookingId)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {booking.data ? `Booking · ${booking.data.venue.title}` : 'Booking'}
      </DialogTitle>
      <DialogContent dividers>
        {booking.data ? (
          <Details booking={booking.data} />
        ) : booking.isError ? (
          notFound ? (
            <Typography>This booking does not exist.</Typography>
          ) : (
            <LoadFailed what="This booking" error={booking.error} onRetry={() => void booking.refetch()} />
          )
        ) : (
          <Loading />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {booking.data && isCancellable(booking.data.status) && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      {cancelling && booking.data && <CancelBooking booking={booking.data} onDone={() => setCancelling(false)} />}
    </Dialog>
  );
}
