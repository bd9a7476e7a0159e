import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useVenueReviews } from './listing.api.ts';
import { ReviewItem } from './ReviewItem.tsx';

function NoReviews({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', bgcolor: 'grey.50', borderStyle: 'dashed' }}>
      <RateReviewOutlinedIcon sx={{ fontSize: 36, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>No reviews yet</Typography>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Paper>
  );
}

/**
 * GET /review/{id}/viewall (docs/product/wire-contract.md#reviews), newest first. A listing waiting for approval has no reviews (nobody
 * could book it), so it is not asked for them.
 */
export function ReviewsSection({ venueId, approved = true }: { venueId: string; approved?: boolean }) {
  const reviews = useVenueReviews(venueId, { enabled: approved });
  if (!approved)
    return <NoReviews text="Reviews appear here once the listing is approved and guests have booked it." />;
  if (reviews.isPending) {
    return (
      <Stack spacing={2} aria-label="Loading reviews">
        {[0, 1].map((key) => (
          <Stack key={key} direction="row" spacing={1.5}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" />
              <Skeleton width="90%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  }
  if (reviews.isError) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography color="textSecondary">Reviews could not be loaded.</Typography>
        <Button size="small" onClick={() => void reviews.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (reviews.data.length === 0) return <NoReviews text="Guests who book this space can share how it went." />;
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 5,
        rowGap: 3.5,
      }}
    >
      {reviews.data.map((review) => (
        <ReviewItem key={review.uuid} review={review} />
      ))}
    </Box>
  );
}
