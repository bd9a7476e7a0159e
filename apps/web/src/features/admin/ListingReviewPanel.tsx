import { Messages, type VenueDetail } from '@app/contract';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useApproveListing, useRejectListing } from './admin-listings.api.ts';
import { ReasonDialog } from './components/ReasonDialog.tsx';

/**
 * What an admin sees instead of the booking panel on a listing that is not approved: its state and the decision.
 * Approving puts the listing's new state in the page's cache, so the booking panel takes this one's place.
 */
export function ListingReviewPanel({ venue }: { venue: VenueDetail }) {
  const approve = useApproveListing();
  const reject = useRejectListing();
  const [rejecting, setRejecting] = useState(false);
  const rejected = Boolean(venue.rejectionReason);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px', borderColor: 'warning.main' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6">
          Listing review
        </Typography>
        {rejected ? (
          <Chip label="Rejected" color="error" size="small" />
        ) : (
          <Chip label={Messages.pendingApproval} color="warning" size="small" />
        )}
      </Stack>
      {rejected ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Rejected: {venue.rejectionReason}
        </Typography>
      ) : null}
      <Typography variant="body2" color="textSecondary" sx={{ mt: rejected ? 1 : 0 }}>
        {rejected
          ? 'The host can edit it to submit it again. Guests cannot find or book it.'
          : 'Guests cannot find or book this listing until it is approved.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} sx={{ gap: 1, mt: 2.5 }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={approve.isPending}
          onClick={() => approve.mutate(venue.uuid)}
          sx={{ flex: 1 }}
        >
          Approve
        </Button>
        {!rejected && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={() => setRejecting(true)}
            sx={{ flex: 1 }}
          >
            Reject
          </Button>
        )}
      </Stack>
      {rejecting && (
        <ReasonDialog
          title={`Reject ${venue.title}?`}
          confirmLabel="Reject"
          confirmColor="error"
          requiredMessage={Messages.rejectionReasonRequired}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) => reject.mutateAsync({ id: venue.uuid, reason: reason ?? '' })}
        >
          <Typography color="textSecondary">
            The host is told the reason and can edit the listing to submit it again.
          </Typography>
        </ReasonDialog>
      )}
    </Paper>
  );
}
