import { Limits } from '@app/contract';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListingCard } from '../../../components/ListingCard.tsx';
import { ListingCardSkeleton } from '../../../components/ListingCardSkeleton.tsx';
import type { usePopularListings } from '../home.api.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { belowTheFold } from './below-the-fold.ts';

const placeholders = Array.from({ length: Limits.listingsPerPage }, (_unused, index) => index);

/** The popular listings, with skeleton cards while they load. */
export function PopularSection({ popular }: { popular: ReturnType<typeof usePopularListings> }) {
  const listings = popular.data ?? [];
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="popular-title"
      sx={{ ...belowTheFold({ xs: 2740, md: 950 }), pt: { xs: 6, md: 8 } }}
    >
      <SectionHeading
        id="popular-title"
        title="Popular spaces"
        text="Top-rated places guests keep coming back to."
        action={
          <Button component={RouterLink} to="/listing" endIcon={<ArrowForwardIcon />} sx={{ flexShrink: 0 }}>
            See all
          </Button>
        }
      />
      <Box
        component="ul"
        aria-label="Popular spaces"
        aria-busy={popular.isPending}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {popular.isPending
          ? placeholders.map((index) => (
              <li key={index}>
                <ListingCardSkeleton />
              </li>
            ))
          : listings.map((venue) => (
              <li key={venue.uuid}>
                <ListingCard venue={venue} />
              </li>
            ))}
      </Box>
      {popular.isSuccess && listings.length === 0 && (
        <Typography color="text.secondary">New spaces are on their way. Check back soon.</Typography>
      )}
    </Container>
  );
}
