import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { CANCELLATION_RULE } from './format.ts';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { useBookingForm, type Form, type FormProps } from './panel/useBookingForm.ts';
import { BookingFields } from './panel/BookingFields.tsx';
import { PriceSummary } from './panel/PriceSummary.tsx';
import { PanelHeader } from './panel/PanelHeader.tsx';

// Both open only on demand: the listing page's first load stays small.
const RequestDialog = lazy(() => import('./RequestDialog.tsx').then((module) => ({ default: module.RequestDialog })));
const BookingSheet = lazy(() => import('./BookingSheet.tsx').then((module) => ({ default: module.BookingSheet })));

const panelSx = { p: { xs: 2.5, sm: 3 }, borderRadius: '20px', boxShadow: '0 12px 32px rgba(15, 23, 42, 0.08)' };

function PanelBody({ venue, reservationId, form }: FormProps & { form: Form }) {
  return (
    <>
      <PanelHeader venue={venue} />
      <Divider sx={{ my: 2 }} />
      <BookingFields venue={venue} reservationId={reservationId} form={form} />
      <Divider sx={{ my: 2 }} />
      <PriceSummary venue={venue} form={form} />
      {form.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {form.problem}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void form.submit()}
        disabled={form.request.phase === 'sending'}
        sx={{ mt: 2, py: 1.4, fontSize: '1rem' }}
      >
        {reservationId ? 'Reschedule' : 'Book now'}
      </Button>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
        {CANCELLATION_RULE} {reservationId ? '' : "You won't be charged until you pay on the next step."}
      </Typography>
      {form.request.phase !== 'idle' && (
        <Suspense fallback={null}>
          <RequestDialog state={form.request} onClose={form.closeRequest} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The booking panel of the listing page: dates from a calendar of free days, an hour range per date, slots,
 * guests, a live price and the cancellation rule. On phones a bar at the bottom keeps the price and Book in
 * reach and opens the panel as a sheet.
 */
export function BookingPanel({ venue, reservationId }: FormProps) {
  const form = useBookingForm({ venue, reservationId });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!phone) {
    return (
      <Paper
        variant="outlined"
        sx={panelSx}
        role="region"
        aria-label={reservationId ? 'Reschedule' : 'Book this space'}
      >
        <PanelBody venue={venue} reservationId={reservationId} form={form} />
      </Paper>
    );
  }
  return (
    <>
      <Paper
        square
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (value) => value.zIndex.appBar,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', lineHeight: 1.2 }}>
            {form.hours
              ? formatPrice(toCents(form.total))
              : `${formatPrice(toCents(venue.rent), { trim: true })} / hour`}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {form.hours
              ? `${form.hours} ${form.hours === 1 ? 'hour' : 'hours'} chosen`
              : 'Free cancellation 24 h before'}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={() => setSheetOpen(true)}>
          {reservationId ? 'Reschedule' : 'Book now'}
        </Button>
      </Paper>
      {sheetOpen && (
        <Suspense fallback={null}>
          <BookingSheet label={reservationId ? 'Reschedule' : 'Book this space'} onClose={() => setSheetOpen(false)}>
            <PanelBody venue={venue} reservationId={reservationId} form={form} />
          </BookingSheet>
        </Suspense>
      )}
    </>
  );
}
