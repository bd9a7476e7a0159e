import { type VenueDetail } from '@app/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasSlots } from '../booking-rules.ts';
import { formatPrice, Price, toCents } from '../../../components/Price.tsx';
import type { Form } from './useBookingForm.ts';

export function PriceSummary({ venue, form }: { venue: VenueDetail; form: Form }) {
  const slotCount = form.slots.length;
  const current = form.reservation.data;
  const difference = current ? Math.round((form.total - current.payment.amount) * 100) / 100 : 0;
  if (form.hours === 0) {
    return (
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        Choose dates and hours to see the price.
      </Typography>
    );
  }
  return (
    <Box aria-live="polite">
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          <Price dollars={venue.rent} /> × {form.hours} {form.hours === 1 ? 'hour' : 'hours'}
          {hasSlots(venue) ? ` × ${Math.max(1, slotCount)} ${Math.max(1, slotCount) === 1 ? 'slot' : 'slots'}` : ''}
        </Typography>
        <Typography variant="body2">
          <Price dollars={form.total} />
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800 }} data-total>
          <Price dollars={form.total} />
        </Typography>
      </Stack>
      {current && (
        <Typography variant="body2" sx={{ mt: 0.5, color: difference > 0 ? 'warning.dark' : 'success.dark' }}>
          Your booking now: <Price dollars={current.payment.amount} />.{' '}
          {difference > 0
            ? `You pay ${formatPrice(toCents(difference))} more.`
            : difference < 0
              ? `${formatPrice(toCents(-difference))} will be refunded to your card.`
              : 'Same price.'}
        </Typography>
      )}
    </Box>
  );
}
