import type { VenueDetail } from '@app/contract';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GridViewIcon from '@mui/icons-material/GridView';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../../../lib/api.ts';
import { useFavouriteToggle } from '../../../lib/favourites.ts';
import { photoAlt } from '../PhotoGallery.tsx';

const bannerButtonSx = {
  bgcolor: 'rgba(255,255,255,0.94)',
  color: 'grey.900',
  boxShadow: 1,
  '&:hover': { bgcolor: '#fff' },
  '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.8)' },
} as const;

/** The first photo with the title, address, category, Shortlist and "Show all photos". */
export function Banner({
  venue,
  isOwnListing,
  onShowPhotos,
}: {
  venue: VenueDetail;
  isOwnListing: boolean;
  onShowPhotos: () => void;
}) {
  const favourites = useFavouriteToggle();
  const photo = venue.images[0];
  return (
    <Box
      sx={{
        position: 'relative',
        mx: { xs: -2, sm: 0 },
        height: { xs: 300, sm: 380, md: 460 },
        borderRadius: { xs: 0, sm: '20px' },
        overflow: 'hidden',
        bgcolor: 'grey.300',
      }}
    >
      {photo && (
        <Box
          component="img"
          src={imageUrl(photo)}
          alt={photoAlt(venue.title, 0, venue.images.length)}
          fetchPriority="high"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(2,6,23,0.35) 0%, rgba(2,6,23,0) 25%, rgba(2,6,23,0.1) 40%, rgba(2,6,23,0.85) 100%)',
        }}
      />
      <Stack
        direction="row"
        sx={{ position: 'absolute', top: 16, left: 16, right: 16, justifyContent: 'space-between', gap: 1 }}
      >
        <Chip label={venue.category.name} sx={{ bgcolor: 'rgba(255,255,255,0.94)', fontWeight: 700 }} />
        {!isOwnListing && (
          <Button
            onClick={() => favourites.toggle(venue.uuid, venue.isFavourite)}
            disabled={favourites.pendingVenueId === venue.uuid}
            aria-pressed={venue.isFavourite}
            aria-label={venue.isFavourite ? 'Remove from your Shortlist' : 'Add to your Shortlist'}
            startIcon={venue.isFavourite ? <FavoriteIcon sx={{ color: '#e11d48' }} /> : <FavoriteBorderIcon />}
            sx={{ ...bannerButtonSx, borderRadius: 99, px: 2 }}
          >
            {venue.isFavourite ? 'Shortlisted' : 'Shortlist'}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          position: 'absolute',
          left: { xs: 16, md: 32 },
          right: { xs: 16, md: 32 },
          bottom: { xs: 16, md: 28 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          color: 'common.white',
        }}
      >
        <Box sx={{ minWidth: 0, maxWidth: 760 }}>
          <Typography
            component="h1"
            variant="h3"
            sx={{
              fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' },
              lineHeight: 1.15,
              textShadow: '0 2px 12px rgba(0,0,0,0.35)',
              overflowWrap: 'anywhere',
            }}
          >
            {venue.title}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 1, opacity: 0.95 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 20 }} aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{venue.address}</Typography>
          </Stack>
        </Box>
        {venue.images.length > 1 && (
          <Button
            onClick={onShowPhotos}
            startIcon={<GridViewIcon />}
            sx={{ ...bannerButtonSx, flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Show all {venue.images.length} photos
          </Button>
        )}
      </Stack>
    </Box>
  );
}
