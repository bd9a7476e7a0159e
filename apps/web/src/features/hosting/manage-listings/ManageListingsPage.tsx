import type { VenueDetail } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { imageUrl } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { DeleteListingDialog } from './DeleteListingDialog.tsx';
import { HostedListingCard } from './HostedListingCard.tsx';
import { useHostedVenues } from '../api/get-hosted-venues.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { loadingRegion } from '../../../components/loading-region';

// The schedule editor is heavy and opened rarely: its chunk loads when the host opens it.
const ScheduleDialog = lazy(() =>
  import('../schedule/ScheduleDialog.tsx').then((module) => ({ default: module.ScheduleDialog })),
);

function HostHeader({ count }: { count: number | undefined }) {
  const user = useSessionUser();
  const name = user?.displayName ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: { xs: 3, md: 4 },
        borderRadius: '20px',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar
          src={imageUrl(user?.displayImage?.path) || undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 28, fontWeight: 700 }}
        >
          {name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: undefined } }}>
            Manage Listings
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography color="textSecondary">
            {count === undefined ? 'Loading your listings…' : `${count} ${count === 1 ? 'listing' : 'listings'}`}
          </Typography>
        </Box>
      </Stack>
      <Button
        component={RouterLink}
        to="/addlisting"
        variant="contained"
        size="large"
        startIcon={<AddIcon aria-hidden />}
      >
        Add listing
      </Button>
    </Paper>
  );
}

function LoadingCards() {
  return (
    <Stack {...loadingRegion('Loading your listings')} spacing={2.5}>
      {[0, 1, 2].map((key) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{
            borderRadius: 3,
            overflow: 'hidden',
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          }}
        >
          <Skeleton variant="rectangular" sx={{ height: { xs: 180, sm: '100%' }, minHeight: { sm: 200 } }} />
          <Box sx={{ p: 2.5 }}>
            <Skeleton width="20%" />
            <Skeleton width="60%" height={32} />
            <Skeleton width="90%" />
            <Skeleton width="70%" />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {[0, 1, 2].map((button) => (
                <Skeleton key={button} variant="rounded" width={110} height={32} />
              ))}
            </Stack>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** /managelistings: the host's listings with their actions (docs/product/screens.md#manage-listings). */
export function ManageListingsPage() {
  usePageTitle('Manage Listings');
  const user = useSessionUser();
  const venues = useHostedVenues();
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<VenueDetail | null>(null);

  let content;
  if (!user?.host) {
    content = (
      <EmptyState
        icon={<StorefrontOutlinedIcon fontSize="large" />}
        title="Your account is not a host account yet"
        text="Become a host to list your space and manage it here."
        action={
          <Button component={RouterLink} to="/becomeahost" variant="contained" size="large">
            Become a host
          </Button>
        }
      />
    );
  } else if (venues.isPending) {
    content = <LoadingCards />;
  } else if (venues.isError) {
    content = <LoadFailed what="Your listings" onRetry={() => void venues.refetch()} />;
  } else if (venues.data.length === 0) {
    content = (
      <EmptyState
        icon={<StorefrontOutlinedIcon fontSize="large" />}
        title="No listings yet"
        text="Add your first space: once it is approved, guests can find and book it by the hour."
        action={
          <Button component={RouterLink} to="/addlisting" variant="contained" size="large">
            Add your first listing
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack spacing={2.5}>
        {venues.data.map((venue) => (
          <HostedListingCard
            key={venue.uuid}
            venue={venue}
            onSchedule={() => setScheduling(venue.uuid)}
            onDelete={() => setDeleting(venue)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <HostHeader count={user?.host ? venues.data?.length : 0} />
      {content}
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleDialog venueId={scheduling} onClose={() => setScheduling(null)} />
        </Suspense>
      )}
      {deleting && <DeleteListingDialog venue={deleting} onClose={() => setDeleting(null)} />}
    </Container>
  );
}
