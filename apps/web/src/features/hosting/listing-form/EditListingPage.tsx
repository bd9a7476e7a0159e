import { Limits, Messages, type VenueDetail } from '@app/contract';
import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState, PageShell } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useListingToEdit } from '../api/get-hosted-venue.ts';
import { useInvalidateListings } from '../api/invalidate-listings.ts';
import { updateListing } from '../api/update-listing.ts';
import { updatePayload, valuesOfVenue } from './listing-form.ts';
import { ListingForm, type ListingSubmission } from './ListingForm.tsx';
import { loadingRegion } from '../../../components/loading-region';

const title = 'Edit listing';

function LoadingForm() {
  return (
    <Stack {...loadingRegion('Loading the listing')} spacing={3} sx={{ maxWidth: { md: 'calc(100% - 324px)' } }}>
      {[260, 180, 220, 260].map((height, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
          <Skeleton width="30%" height={32} />
          <Skeleton width="55%" />
          <Skeleton variant="rounded" height={height - 90} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Stack>
  );
}

const backToListings = (
  <Button component={RouterLink} to="/managelistings" variant="contained">
    Manage Listings
  </Button>
);

/** /editlisting/{id} (docs/product/screens.md Edit listing). */
export function EditListingPage() {
  usePageTitle(title);
  const { id = '' } = useParams();
  const user = useSessionUser();
  const listing = useListingToEdit(id);

  if (listing.isPending) {
    return (
      <PageShell title={title}>
        <LoadingForm />
      </PageShell>
    );
  }

  if (listing.isError) {
    const missing = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <PageShell title={title}>
        <EmptyState
          icon={<EditLocationAltOutlinedIcon fontSize="large" />}
          tone="rose"
          title={missing ? Messages.listingNotFound : 'The listing could not be loaded'}
          text={
            missing
              ? 'It may have been deleted. Your listings are all in Manage Listings.'
              : 'Please check your connection and try again.'
          }
          action={
            missing ? (
              backToListings
            ) : (
              <Button variant="contained" onClick={() => void listing.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </PageShell>
    );
  }

  if (listing.data.host.userId !== user?.uuid) {
    return (
      <PageShell title={title}>
        <EmptyState
          icon={<EditLocationAltOutlinedIcon fontSize="large" />}
          title="This is not one of your listings"
          text="Only the host of a listing can edit it."
          action={backToListings}
        />
      </PageShell>
    );
  }

  return <EditForm venue={listing.data} />;
}

function EditForm({ venue }: { venue: VenueDetail }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateListings();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const rejected = !venue.approved && venue.rejectionReason !== null;

  const submit = async ({ values, photos, deleteImages, onProgress }: ListingSubmission) => {
    await updateListing(venue.uuid, updatePayload(values, photos, deleteImages), onProgress);
    void invalidate();
    notify.success(Messages.listingUpdated);
    // docs/product/rules.md#states-and-transitions Reloads: the host goes back to their listings after about a second.
    leaving.current = setTimeout(() => navigate('/managelistings'), Limits.reloadDelayMs);
  };

  return (
    <PageShell title={title} subtitle={venue.title}>
      <ListingForm
        key={venue.uuid}
        mode="edit"
        initial={valuesOfVenue(venue)}
        lockedCategory={venue.category}
        existingImages={venue.images}
        existingThumbnails={venue.thumbnails}
        submitLabel={rejected ? 'Save and resubmit' : 'Save changes'}
        onSubmit={submit}
        notice={
          rejected ? (
            <Alert severity="error" variant="outlined">
              <AlertTitle>This listing was not approved</AlertTitle>
              <Box component="blockquote" sx={{ m: 0, mb: 1, fontStyle: 'italic' }}>
                {venue.rejectionReason}
              </Box>
              Fix what the reviewer asked for: saving your changes sends the listing back for approval.
            </Alert>
          ) : (
            !venue.approved && (
              <Alert severity="info" variant="outlined">
                <AlertTitle>Pending Approval</AlertTitle>
                Guests can find this listing once it is approved. You can keep editing it meanwhile.
              </Alert>
            )
          )
        }
      />
    </PageShell>
  );
}
