import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListingCard } from '../../components/ListingCard.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useFavouriteToggle } from '../../lib/favourites.ts';
import { useFavourites } from './favourites.api.ts';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: 3,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function Shell({ subtitle, children }: { subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" variant="h4">
          My Favourites
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: '20px', borderStyle: 'dashed' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          mx: 'auto',
          mb: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(225, 29, 72, 0.08)',
          color: '#e11d48',
        }}
      >
        <FavoriteBorderIcon fontSize="large" />
      </Box>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 420, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}

/** /myfavourite: the user's shortlisted listings (SPEC §2 "My Favourites"). */
export function MyFavouritesPage() {
  usePageTitle('My Favourites');
  const favourites = useFavourites();
  const toggle = useFavouriteToggle();

  if (favourites.isPending) {
    return (
      <Shell>
        <Box sx={gridSx} aria-busy="true" aria-label="Loading favourites">
          {[0, 1, 2].map((key) => (
            <Box key={key}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: '16px' }} />
              <Skeleton width="70%" sx={{ mt: 1 }} />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      </Shell>
    );
  }

  if (favourites.isError) {
    return (
      <Shell>
        <EmptyState
          title="Your favourites could not be loaded"
          text="Please check your connection and try again."
          action={
            <Button variant="contained" onClick={() => void favourites.refetch()}>
              Try again
            </Button>
          }
        />
      </Shell>
    );
  }

  const venues = favourites.data;
  if (venues.length === 0) {
    return (
      <Shell>
        <EmptyState
          title="No Favourites yet"
          text="Tap the heart on any space to keep it here for later."
          action={
            <Button component={RouterLink} to="/listing" variant="contained" size="large">
              Explore spaces
            </Button>
          }
        />
      </Shell>
    );
  }

  return (
    <Shell subtitle={`${venues.length} ${venues.length === 1 ? 'space' : 'spaces'} on your shortlist`}>
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
    </Shell>
  );
}
