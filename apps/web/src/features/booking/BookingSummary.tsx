import type { Reservation } from '@app/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { imageUrl } from '../../lib/api.ts';
import { guestsText, hoursOf, scheduleLines } from './format.ts';
import { Price } from '../../components/Price.tsx';
import { timeZoneName } from '../../lib/time-zone.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="textSecondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right', fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** What was booked: the listing, each date's hours in the listing's time zone, slots, guests and the amount. */
export function BookingSummary({
  reservation,
  heading = 'Your booking',
  children,
}: {
  reservation: Reservation;
  heading?: string;
  children?: ReactNode;
}) {
  const plan = reservation.pendingChange ?? reservation;
  const amount = reservation.pendingChange?.amount ?? reservation.payment.amount;
  const hours = hoursOf(plan.schedules);
  const zone = timeZoneName(reservation.venue.timezone);
  const cover = reservation.venue.images[0];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }} role="region" aria-label={heading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {cover && (
          <Box
            component="img"
            src={imageUrl(cover)}
            alt=""
            sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: '12px', flexShrink: 0 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="textSecondary">
            {reservation.venue.category.name}
          </Typography>
          <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/view-detail/${reservation.venueId}`} color="inherit" underline="hover">
              {reservation.venue.title}
            </Link>
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {reservation.pendingChange ? 'New times' : 'When'}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {scheduleLines(plan.schedules).map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary">
        Times in {zone}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <Row label="Hours">{hours}</Row>
        {plan.slots.length > 0 && <Row label="Slots">{plan.slots.join(', ')}</Row>}
        <Row label="Guests">{guestsText(reservation.guestList)}</Row>
        <Row label="Total">
          <Price dollars={amount} />
        </Row>
      </Box>
      {children}
    </Paper>
  );
}
