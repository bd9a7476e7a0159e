import { Messages, type Review } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/TextInput.tsx';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { ReviewItem } from '../listing/index.ts';
import { ownReview, useDeleteReview, useSaveReview, useVenueReviews } from './reviews.api.ts';
import { useLastShown } from './useLastShown.ts';
import { loadingRegion } from '../../components/loading-region';

export const REMARKS_MAX = 2000;

interface Venue {
  venueId: string;
  title: string;
}

/**
 * The rating, remarks and (for an existing review) the Update/Delete toggle, then the listing's reviews and the
 * dialog's buttons. Keyed by the user's review, so it starts over (prefilled or empty) when that changes.
 */
function ReviewForm({
  venue,
  mine,
  reviews,
  onClose,
}: {
  venue: Venue;
  mine: Review | undefined;
  reviews: ReactNode;
  onClose: () => void;
}) {
  const formId = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [remarks, setRemarks] = useState(mine?.remark ?? '');
  const [mode, setMode] = useState<'update' | 'delete'>('update');
  const save = useSaveReview(venue.venueId);
  const remove = useDeleteReview(venue.venueId);
  const deleting = Boolean(mine) && mode === 'delete';
  const busy = save.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mine && deleting) {
      remove.mutate(mine.uuid, { onSuccess: onClose });
      return;
    }
    if (!rating || rating < 0.5 || !remarks.trim()) {
      notify.error(Messages.reviewIncomplete);
      return;
    }
    save.mutate({ reviewId: mine?.uuid, rating, remarks: remarks.trim() }, { onSuccess: onClose });
  };

  return (
    <>
      <DialogContent dividers>
        <Box component="form" id={formId} onSubmit={submit} noValidate>
          {mine && (
            <ToggleButtonGroup
              value={mode}
              exclusive
              onChange={(_event, next: 'update' | 'delete' | null) => next && setMode(next)}
              aria-label="What to do with your review"
              size="small"
              color={deleting ? 'error' : 'primary'}
              sx={{ mb: 2 }}
            >
              <ToggleButton value="update" sx={{ px: 2 }}>
                Update
              </ToggleButton>
              <ToggleButton value="delete" sx={{ px: 2 }}>
                Delete
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2, minWidth: 0 }} disabled={deleting}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
              Your rating
            </Typography>
            <Rating
              name={`${formId}-rating`}
              value={rating}
              precision={0.5}
              size="large"
              disabled={deleting}
              onChange={(_event, value) => setRating(value)}
            />
          </Box>
          <TextInput
            label="Your review"
            value={remarks}
            onChange={(event) => setRemarks(event.target.value.slice(0, REMARKS_MAX))}
            multiline
            minRows={3}
            maxRows={10}
            fullWidth
            disabled={deleting}
            helperText={`${remarks.length}/${REMARKS_MAX}`}
            slotProps={{ htmlInput: { maxLength: REMARKS_MAX }, formHelperText: { sx: { textAlign: 'right' } } }}
          />
          {deleting && (
            <Typography color="error" sx={{ mt: 1 }}>
              Your review will be removed from this space.
            </Typography>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        {reviews}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button type="submit" form={formId} variant="contained" color={deleting ? 'error' : 'primary'} disabled={busy}>
          {mine ? (deleting ? 'Delete review' : 'Update review') : 'Submit review'}
        </Button>
      </DialogActions>
    </>
  );
}

function ReviewList({ reviews, userId }: { reviews: Review[]; userId: string | undefined }) {
  if (reviews.length === 0)
    return <Typography color="textSecondary">No reviews yet. Yours can be the first.</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {reviews.map((review) => (
        <ReviewItem key={review.uuid} review={review} heading="h4" compact isYours={review.postedBy.uuid === userId} />
      ))}
    </Stack>
  );
}

function ReviewDialogBody({ venue, titleId, onClose }: { venue: Venue; titleId: string; onClose: () => void }) {
  const user = useSessionUser();
  const reviews = useVenueReviews(venue.venueId);
  const mine = ownReview(reviews.data, user?.uuid);
  const list = (
    <section aria-labelledby={`${titleId}-reviews`}>
      <Typography id={`${titleId}-reviews`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Reviews of this space
      </Typography>
      {reviews.isError ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="textSecondary">Reviews could not be loaded.</Typography>
          <Button size="small" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : reviews.data ? (
        <ReviewList reviews={reviews.data} userId={user?.uuid} />
      ) : (
        <Stack {...loadingRegion('Loading reviews')} spacing={1}>
          <Skeleton width="40%" />
          <Skeleton width="90%" />
        </Stack>
      )}
    </section>
  );
  return (
    <>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere', pb: 1 }}>
        {mine ? 'Your review' : 'Add a review'}
        <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
          {venue.title}
        </Typography>
      </DialogTitle>
      {reviews.isPending ? (
        <DialogContent dividers>
          <Stack {...loadingRegion('Loading your review')} spacing={1}>
            <Skeleton width="30%" />
            <Skeleton variant="rounded" height={40} width={200} />
            <Skeleton variant="rounded" height={96} />
          </Stack>
        </DialogContent>
      ) : (
        <ReviewForm key={mine?.uuid ?? 'new'} venue={venue} mine={mine} reviews={list} onClose={onClose} />
      )}
    </>
  );
}

/** docs/product/screens.md#review-dialog: half-star rating and remarks, the listing's reviews, and Update/Delete for one's own. */
export function ReviewDialog({ venue: open, onClose }: { venue: Venue | null; onClose: () => void }) {
  const titleId = useId();
  const venue = useLastShown(open);
  return (
    <Dialog open={Boolean(open)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      {venue && <ReviewDialogBody venue={venue} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
