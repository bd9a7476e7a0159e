import { type VenueDetail } from '@app/contract';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Price } from '../../../components/Price.tsx';

export function PanelHeader({ venue }: { venue: VenueDetail }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          <Price dollars={venue.rent} trim />
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / hour
        </Box>
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <StarIcon sx={{ fontSize: 18, color: 'secondary.main' }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {venue.reviewCount
            ? `${venue.rating.toFixed(1)} · ${venue.reviewCount} ${venue.reviewCount === 1 ? 'review' : 'reviews'}`
            : 'New'}
        </Typography>
      </Stack>
    </Stack>
  );
}
