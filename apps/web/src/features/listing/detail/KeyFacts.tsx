import type { VenueDetail } from '@app/contract';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPrice, toCents } from '../../../components/Price.tsx';
import { HostSummary } from '../HostSummary.tsx';
import { guestLimitText, slotsText } from '../listing-text.ts';
import { RatingSummary } from '../ListingRating.tsx';

/** The host, the rating and the facts a guest decides on first: rent, guest limit, slots or type. */
export function KeyFacts({ venue }: { venue: VenueDetail }) {
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2 }}
      >
        <HostSummary host={venue.host} />
        <Link href="#reviews" underline="none" color="inherit">
          <RatingSummary rating={venue.rating} reviewCount={venue.reviewCount} />
        </Link>
      </Stack>
      <Paper
        variant="outlined"
        sx={{
          p: 2.5,
          borderRadius: '16px',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)' },
          gap: 2.5,
        }}
      >
        <Fact
          icon={<AttachMoneyIcon />}
          label="Rent"
          value={`${formatPrice(toCents(venue.rent), { trim: true })} per hour`}
        />
        <Fact icon={<GroupsOutlinedIcon />} label="Guests up to" value={guestLimitText(venue.guestLimit)} />
        {venue.category.slots && venue.slots ? (
          <Fact
            icon={<ViewModuleOutlinedIcon />}
            label="Availability"
            value={slotsText(venue.slots, venue.category.slotPrefix, venue.category.name)}
            hint="Book one or several"
          />
        ) : (
          <Fact icon={<ViewModuleOutlinedIcon />} label="Type" value={venue.category.name} hint="Whole space" />
        )}
      </Paper>
    </Stack>
  );
}

function Fact({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(15, 118, 110, 0.08)',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.35 }}>{value}</Typography>
        {hint && (
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
