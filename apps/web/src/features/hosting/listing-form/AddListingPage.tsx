import { Messages } from '@app/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { becomeHost } from '../../accounts/public.ts';
import { createListing } from '../api/create-listing.ts';
import { useInvalidateListings } from '../api/invalidate-listings.ts';
import { createPayload, emptyListing } from './listing-form.ts';
import { ListingForm, type ListingSubmission } from './ListingForm.tsx';

const title = 'Add Listing';

/** /addlisting (docs/product/screens.md Add listing). A customer who is not a host yet becomes one here first. */
export function AddListingPage() {
  usePageTitle(title);
  const user = useSessionUser();
  if (!user?.host) return <BecomeHostStep />;
  return <AddListingForm />;
}

function AddListingForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidateListings();

  const submit = async ({ values, photos, categoryHasSlots, onProgress }: ListingSubmission) => {
    await createListing(createPayload(values, photos, categoryHasSlots), onProgress);
    void invalidate();
    notify.success(Messages.listingSubmitted);
    navigate('/managelistings');
  };

  return (
    <PageShell
      title={title}
      subtitle="Describe your space, set an hourly price and add photos. We review every listing before guests can book it."
    >
      <ListingForm mode="add" initial={emptyListing} submitLabel="Submit listing" onSubmit={submit} />
    </PageShell>
  );
}

const steps = [
  {
    icon: <StorefrontOutlinedIcon />,
    title: 'Switch to a host account',
    text: 'Your account keeps everything it has; it can list spaces as well as book them.',
  },
  {
    icon: <AddPhotoAlternateOutlinedIcon />,
    title: 'Describe your space',
    text: 'Title, address, hourly price, guest limits, amenities and at least 3 photos.',
  },
  {
    icon: <FactCheckOutlinedIcon />,
    title: 'We review it',
    text: 'Your listing shows as Pending Approval until it is approved; then guests can find and book it.',
  },
];

/** docs/product/screens.md Become a Host, in place: the same call as /becomeahost, then the form. */
function BecomeHostStep() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const result = await becomeHost();
      notify.success(result.message || Messages.becameHost);
      // The session now says host: this page shows the form.
    } catch (error) {
      // 403 (unverified) is announced by the api client; the profile page is where to verify.
      if (error instanceof ApiError && error.status === 403) navigate('/editprofile');
      else notify.error(errorText(error));
      setBusy(false);
    }
  };

  return (
    <PageShell title={title} subtitle="Listing a space takes a host account.">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, maxWidth: 880 }}>
        <Typography component="h2" variant="h5">
          Become a host to list your space
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          Your account is a customer account. Switch it to a host account and you can add this listing right away.
        </Typography>
        <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
          {steps.map((step) => (
            <Stack component="li" key={step.title} direction="row" spacing={2}>
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 3,
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(15, 118, 110, 0.1)',
                  color: 'primary.main',
                }}
              >
                {step.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                <Typography color="textSecondary">{step.text}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
        <Button variant="contained" size="large" onClick={() => void start()} disabled={busy} sx={{ px: 4 }}>
          Become a host
        </Button>
      </Paper>
    </PageShell>
  );
}
