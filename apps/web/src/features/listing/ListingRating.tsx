import StarIcon from '@mui/icons-material/Star';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** docs/product/rules.md#constants: ratings have a precision of 0.5. */
export const roundToHalf = (value: number) => Math.min(5, Math.max(0, Math.round(value * 2) / 2));

export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Read-only stars in half steps. */
export function StarRating({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' | 'large' }) {
  const stars = roundToHalf(rating);
  return (
    <Rating
      value={stars}
      precision={0.5}
      readOnly
      size={size}
      getLabelText={(value) => `${value} out of 5 stars`}
      emptyIcon={<StarIcon fontSize="inherit" sx={{ opacity: 0.3 }} />}
      sx={{ color: 'secondary.main' }}
    />
  );
}

/** Stars, the average and the review count; "New" for a listing nobody has reviewed yet. */
export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (!reviewCount) {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <StarIcon sx={{ color: 'secondary.main', fontSize: 20 }} aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>New</Typography>
        <Typography color="textSecondary" variant="body2">
          · no reviews yet
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StarRating rating={rating} />
      <Typography sx={{ fontWeight: 700 }}>{rating.toFixed(1)}</Typography>
      <Typography color="textSecondary" variant="body2">
        · {reviewCountText(reviewCount)}
      </Typography>
    </Stack>
  );
}
