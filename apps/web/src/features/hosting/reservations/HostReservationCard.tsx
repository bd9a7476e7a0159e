import { ReservationStatus } from '@app/contract';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import { guestsText, hoursOf, scheduleLines } from '../../booking/public.ts';
import type { HostReservation } from '../api/get-listing-reservations.ts';
import { hostStatusText, slotsText } from './reservation-rules.ts';
import { Price } from '../../../components/Price.tsx';

const chipColors: Record<number, ChipProps['color']> = {
  [ReservationStatus.INPROCESS]: 'warning',
  [ReservationStatus.CONFIRMED]: 'success',
  [ReservationStatus.CANCELLED]: 'default',
  [ReservationStatus.COMPLETED]: 'info',
};

export function HostStatusChip({ status }: { status: number }) {
  return (
    <Chip
      size="small"
      label={hostStatusText(status)}
      color={chipColors[status] ?? 'default'}
      variant={status === ReservationStatus.CONFIRMED ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

interface HostReservationCardProps {
  reservation: HostReservation;
  slotPrefix?: string | null;
  /** "Eastern Time (America/New_York)": the zone the hours are in. */
  zoneLabel: string;
  highlighted?: boolean;
  onDetails: () => void;
}

/** One booking of a listing, for its host: who booked, when, what, for how much. An <article> named by the guest. */
export const HostReservationCard = forwardRef<HTMLElement, HostReservationCardProps>(function HostReservationCard(
  { reservation, slotPrefix, zoneLabel, highlighted = false, onDetails },
  ref,
) {
  const nameId = useId();
  const { name, address } = reservation.reservedBy;
  const hours = hoursOf(reservation.schedules);
  const slots = slotsText(reservation.slots, slotPrefix);
  const cancelled = reservation.status === ReservationStatus.CANCELLED;
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={nameId}
      aria-current={highlighted ? 'true' : undefined}
      data-reservation={reservation.uuid}
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: { xs: 2, md: 2.5 },
        scrollMarginTop: 96,
        ...(highlighted && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: '0 0 0 4px rgba(15, 118, 110, 0.15)',
        }),
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1.4fr) auto' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontSize: 16 }} aria-hidden>
            {initialsOf(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={nameId} component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {address && (
              <Stack direction="row" spacing={0.5} sx={{ color: 'text.secondary', alignItems: 'flex-start' }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {address}
                </Typography>
              </Stack>
            )}
            <Box sx={{ mt: 1 }}>
              <HostStatusChip status={reservation.status} />
            </Box>
          </Box>
        </Stack>

        <Box sx={{ minWidth: 0 }}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', ...(cancelled && { color: 'text.secondary' }) }}>
            {scheduleLines(reservation.schedules).map((line) => (
              <Typography component="li" key={line} sx={{ fontWeight: 600 }}>
                {line}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="textSecondary">
            Times in {zoneLabel}
          </Typography>
          <Stack
            direction="row"
            component="p"
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', m: 0, mt: 1 }}
          >
            <span>
              {hours} {hours === 1 ? 'hour' : 'hours'}
            </span>
            {slots && <span>{slots}</span>}
            <span>{guestsText(reservation.guestList)}</span>
          </Stack>
        </Box>

        <Stack
          direction={{ xs: 'row', md: 'column' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'center', md: 'flex-end' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Typography variant="caption" color="textSecondary" component="p">
              Amount
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: 20, lineHeight: 1.2 }}>
              <Price dollars={reservation.payment.amount} />
            </Typography>
          </Box>
          <Button variant="outlined" onClick={onDetails} sx={{ flexShrink: 0 }}>
            View Details
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
});
