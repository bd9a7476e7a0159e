import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { EmptyState, PageShell } from '../../components/PageShell.tsx';
import { ListingCard } from '../../components/ListingCard.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useFavourites, useFavouriteToggle } from '../../lib/favourites.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { loadingRegion } from '../../components/loading-region';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: 3,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** /myfavourite: the user's shortlisted listings (docs/product/screens.md#my-favourites). */
export function MyFavouritesPage() {
  usePageTitle('My Favourites');
  const favourites = useFavourites();
  const toggle = useFavouriteToggle();

  if (favourites.isPending) {
    return (
      <PageShell title="My Favourites">
        <Box {...loadingRegion('Loading favourites')} sx={gridSx}>
          {[0, 1, 2].map((key) => (
            <Box key={key}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: '16px' }} />
              <Skeleton width="70%" sx={{ mt: 1 }} />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      </PageShell>
    );
  }

  if (favourites.isError) {
    return (
      <PageShell title="My Favourites">
        <LoadFailed what="Your favourites" onRetry={() => void favourites.refetch()} />
      </PageShell>
    );
  }

  const venues = favourites.data;
  if (venues.length === 0) {
    return (
      <PageShell title="My Favourites">
        <EmptyState
          icon={<FavoriteBorderIcon fontSize="large" />}
          tone="rose"
          title="No Favourites yet"
          text="Tap the heart on any space to keep it here for later."
          action={
            <Button component={RouterLink} to="/listing" variant="contained" size="large">
              Explore spaces
            </Button>
          }
        />
      </PageShell>
    );
  }

  return (
    <PageShell
      title="My Favourites"
      subtitle={`${venues.length} ${venues.length === 1 ? 'space' : 'spaces'} on your shortlist`}
    >
      <Box component="ul" sx={gridSx}>
        {venues.map((venue) => (
          <li key={venue.uuid}>
            <ListingCard
              venue={{ ...venue, isFavourite: true }}
              actions={
                <Stack direction="row" spacing={1}>
                  <Button
                    component={RouterLink}
                    to={`/view-detail/${venue.uuid}`}
                    variant="contained"
                    sx={{ flex: 1 }}
                    aria-label={`View Details of ${venue.title}`}
                  >
                    View Details
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => toggle.toggle(venue.uuid, true)}
                    disabled={toggle.pendingVenueId === venue.uuid}
                    aria-label={`Remove ${venue.title} from favourites`}
                  >
                    Remove
                  </Button>
                </Stack>
              }
            />
          </li>
        ))}
      </Box>
    </PageShell>
  );
}
