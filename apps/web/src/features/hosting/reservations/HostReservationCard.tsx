import { localMomentText, ReservationStatus } from '@app/contract';
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
import { hostStatusText, requestOf, slotsText } from './reservation-rules.ts';
import { Price } from '../../../components/Price.tsx';

const chipColors: Record<number, ChipProps['color']> = {
  [ReservationStatus.INPROCESS]: 'warning',
  [ReservationStatus.CONFIRMED]: 'success',
  [ReservationStatus.CANCELLED]: 'default',
  [ReservationStatus.COMPLETED]: 'info',
};

export function HostStatusChip({ reservation }: { reservation: HostReservation }) {
  const request = requestOf(reservation);
  // A request waiting for the host's answer stands out: it is the one thing on the page they have to act on.
  const filled = reservation.status === ReservationStatus.CONFIRMED || request === 'pending';
  return (
    <Chip
      size="small"
      label={hostStatusText(reservation)}
      color={request === 'expired' ? 'default' : (chipColors[reservation.status] ?? 'default')}
      variant={filled ? 'filled' : 'outlined'}
      sx={{
        fontWeight: 600,
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

/** Accept and Decline for a request waiting for the host; both wait while an answer is being sent. */
export interface RequestAnswers {
  onAccept: () => void;
  onDecline: () => void;
  /** This request's accept is running: its button shows the progress. */
  accepting: boolean;
  /** An answer is being sent (this request's or another's). */
  busy: boolean;
}

export function AnswerButtons({ answers, size }: { answers: RequestAnswers; size?: 'medium' | 'large' }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button
        variant="contained"
        color="success"
        size={size}
        onClick={answers.onAccept}
        loading={answers.accepting}
        disabled={answers.busy}
      >
        Accept
      </Button>
      <Button variant="outlined" color="error" size={size} onClick={answers.onDecline} disabled={answers.busy}>
        Decline
      </Button>
    </Stack>
  );
}

/** When the host has to answer a request by, in the listing's zone, with what happens if they do not. */
function AnswerBy({
  respondBy,
  timezone,
  answers,
}: {
  respondBy: string | null;
  timezone: string;
  answers: RequestAnswers;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{
        mt: 2,
        p: 1.5,
        alignItems: { xs: 'stretch', sm: 'center' },
        borderRadius: 2,
        bgcolor: 'rgba(245, 158, 11, 0.1)',
        border: '1px solid rgba(245, 158, 11, 0.45)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {respondBy && (
          <Typography sx={{ fontWeight: 700 }}>Answer by {localMomentText(new Date(respondBy), timezone)}</Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          If you don&apos;t answer by then, the request expires and the guest is not charged.
        </Typography>
      </Box>
      <AnswerButtons answers={answers} />
    </Stack>
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
  /** The listing's IANA zone ("America/New_York"), which a request's deadline is stated in. */
  timezone: string;
  highlighted?: boolean;
  onDetails: () => void;
  /** For a request waiting for the host's answer. */
  answers?: RequestAnswers;
}

/**
 * One booking of a listing, for its host: who booked, when, what, for how much. An <article> named by the guest. A
 * request waiting for the host's answer also says by when, with Accept and Decline.
 */
export const HostReservationCard = forwardRef<HTMLElement, HostReservationCardProps>(function HostReservationCard(
  { reservation, slotPrefix, zoneLabel, timezone, highlighted = false, onDetails, answers },
  ref,
) {
  const nameId = useId();
  const { name, address } = reservation.reservedBy;
  const hours = hoursOf(reservation.schedules);
  const slots = slotsText(reservation.slots, slotPrefix);
  const request = requestOf(reservation);
  const cancelled = reservation.status === ReservationStatus.CANCELLED || request === 'expired';
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
        ...(request === 'pending' && { borderColor: 'warning.main' }),
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
              <HostStatusChip reservation={reservation} />
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
      {request === 'pending' && answers && (
        <AnswerBy respondBy={reservation.respondBy} timezone={timezone} answers={answers} />
      )}
    </Paper>
  );
});
