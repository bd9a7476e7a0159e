import type { VenueCard } from '@app/contract';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlaceIcon from '@mui/icons-material/Place';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { imageUrl } from '../lib/api.ts';
import { useFavouriteToggle } from '../lib/favourites.ts';
import { Price } from './Price.tsx';

/**
 * A listing in a grid (home, search, favourites): photo, category, title, place, rating, price per hour.
 * `priority` marks the first card of a results page: its photo is likely the page's largest paint, so it is fetched
 * at once instead of lazily.
 */
export function ListingCard({
  venue,
  actions,
  priority = false,
}: {
  venue: VenueCard;
  actions?: ReactNode;
  priority?: boolean;
}) {
  const favourites = useFavouriteToggle();
  const photo = venue.thumbnails[0] ?? venue.images[0];
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={`/view-detail/${venue.uuid}`}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
          {photo && (
            <Box
              component="img"
              src={imageUrl(photo)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          {/* Looks like a small MUI Chip without its code (a label, not a control). */}
          <Box
            component="span"
            sx={{
              position: 'absolute',
              left: 12,
              top: 12,
              px: 1,
              height: 24,
              lineHeight: '24px',
              borderRadius: 4,
              bgcolor: 'rgba(255,255,255,0.92)',
              color: 'text.primary',
              fontSize: '0.8125rem',
              fontWeight: 600,
            }}
          >
            {venue.category.name}
          </Box>
        </Box>
        <Stack spacing={0.5} sx={{ p: 2, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {venue.title}
            </Typography>
            <Stack
              direction="row"
              spacing={0.25}
              sx={{ alignItems: 'center', flexShrink: 0 }}
              aria-label={`Rated ${venue.rating} out of 5`}
            >
              <StarIcon sx={{ fontSize: 18, color: 'secondary.main' }} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {venue.reviewCount ? venue.rating.toFixed(1) : 'New'}
              </Typography>
            </Stack>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <PlaceIcon sx={{ fontSize: 16 }} />
            <Typography variant="body2" noWrap title={venue.address}>
              {venue.address}
            </Typography>
          </Stack>
          {venue.distance !== null && (
            <Typography variant="caption" color="text.secondary">
              {venue.distance < 1 ? 'Under a mile away' : `${venue.distance.toFixed(1)} miles away`}
            </Typography>
          )}
          <Typography variant="body1" sx={{ mt: 'auto', pt: 1 }}>
            <Box component="span" sx={{ fontWeight: 800 }}>
              <Price dollars={venue.rent} trim />
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              / hour
            </Box>
          </Typography>
        </Stack>
      </CardActionArea>
      <IconButton
        onClick={() => favourites.toggle(venue.uuid, venue.isFavourite)}
        disabled={favourites.pendingVenueId === venue.uuid}
        aria-label={
          venue.isFavourite ? `Remove ${venue.title} from your Shortlist` : `Add ${venue.title} to your Shortlist`
        }
        aria-pressed={venue.isFavourite}
        sx={{
          position: 'absolute',
          right: 10,
          top: 10,
          bgcolor: 'rgba(255,255,255,0.92)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        {venue.isFavourite ? <FavoriteIcon sx={{ color: '#e11d48' }} /> : <FavoriteBorderIcon />}
      </IconButton>
      {actions && <Box sx={{ px: 2, pb: 2 }}>{actions}</Box>}
    </Card>
  );
}
