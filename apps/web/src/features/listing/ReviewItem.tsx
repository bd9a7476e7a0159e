import type { Review } from '@app/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initialOf } from './HostSummary.tsx';
import { StarRating } from './ListingRating.tsx';

const formatReviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One review in a list: who, their stars and date, and what they wrote. */
export function ReviewItem({
  review,
  heading = 'h3',
  compact = false,
  isYours = false,
}: {
  review: Review;
  heading?: 'h3' | 'h4';
  compact?: boolean;
  isYours?: boolean;
}) {
  const size = compact ? { width: 32, height: 32, fontSize: 14 } : {};
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: compact ? 0.5 : 1 }}>
        <Avatar sx={{ ...size, bgcolor: 'secondary.main', color: 'grey.900', fontWeight: 700 }} aria-hidden>
          {initialOf(review.postedBy.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component={heading} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {review.postedBy.name}
            {isYours && ' (you)'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StarRating rating={review.rating} />
            <Typography variant="body2" color="textSecondary" component="time" dateTime={review.createdAt}>
              {formatReviewDate(review.createdAt)}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      {review.remark && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.remark}
        </Typography>
      )}
    </Box>
  );
}
