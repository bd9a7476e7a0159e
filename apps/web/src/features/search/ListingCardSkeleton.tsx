import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a ListingCard while results load. */
export function ListingCardSkeleton() {
  return (
    <Card sx={{ borderRadius: 3, height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="60%" />
        <Skeleton width="35%" height={28} sx={{ mt: 1.5 }} />
      </Box>
    </Card>
  );
}
