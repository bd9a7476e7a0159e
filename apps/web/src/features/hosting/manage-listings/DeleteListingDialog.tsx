import type { VenueDetail } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorText } from '../../../lib/api.ts';
import { useDeleteListing } from '../api/delete-listing.ts';

/**
 * Asks before deleting a listing, naming it. The server refuses while confirmed bookings are upcoming: its
 * message stays in the dialog (the listing stays too), with the way to those bookings.
 */
export function DeleteListingDialog({
  venue,
  onClose,
}: {
  venue: Pick<VenueDetail, 'uuid' | 'title'>;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteListing();
  const refused = remove.isError;
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Delete this listing?</DialogTitle>
      <DialogContent>
        <div id={textId}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{venue.title}</Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            It leaves search, favourites and your listings. Past bookings and payments stay on record.
          </Typography>
        </div>
        {refused && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(remove.error)}
            {remove.error instanceof ApiError && remove.error.status === 409 && (
              <Link
                component={RouterLink}
                to={`/view-reservations/${encodeURIComponent(venue.uuid)}`}
                sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}
              >
                See its reservations
              </Link>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {refused ? 'Close' : 'Keep listing'}
        </Button>
        {!refused && (
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending}
            onClick={() => remove.mutate(venue.uuid, { onSuccess: onClose })}
          >
            Delete
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
