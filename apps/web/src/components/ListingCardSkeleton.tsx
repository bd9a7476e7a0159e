import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/**
 * The shape of a ListingCard while results load. `shellPhoto` marks where the server paints the first result's photo
 * in the pre-rendered first screen.
 */
export function ListingCardSkeleton({ shellPhoto = false }: { shellPhoto?: boolean }) {
  return (
    <Card sx={{ borderRadius: 3, height: '100%' }} aria-hidden>
      <Skeleton
        variant="rectangular"
        data-shell-photo={shellPhoto ? '' : undefined}
        sx={{ aspectRatio: '4 / 3', height: 'auto' }}
      />
      <Box sx={{ p: 2 }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="60%" />
        <Skeleton width="35%" height={28} sx={{ mt: 1.5 }} />
      </Box>
    </Card>
  );
}
