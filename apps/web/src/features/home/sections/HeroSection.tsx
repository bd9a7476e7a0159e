import type { VenueCard } from '@app/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HeroSearch } from '../HeroSearch.tsx';
import { photoBackground } from './photo-background.ts';

const heroGradient =
  'linear-gradient(115deg, rgba(4, 47, 46, 0.92) 0%, rgba(15, 118, 110, 0.72) 55%, rgba(245, 158, 11, 0.35) 100%)';

/** The headline and the search form over the first popular listing's photo. */
export function HeroSection({ venue }: { venue: VenueCard | undefined }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        color: 'common.white',
        bgcolor: '#0b3b36',
        backgroundImage: photoBackground(venue, heroGradient),
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        pt: { xs: 6, md: 12 },
        pb: { xs: 5, md: 11 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          variant="overline"
          component="p"
          sx={{ letterSpacing: { xs: '0.1em', sm: '0.18em' }, fontWeight: 700, color: '#fde68a', mb: 1.5 }}
        >
          Backyards · Pools · Courts · Parking
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.2rem', sm: '3rem', md: '3.75rem' }, lineHeight: 1.08, maxWidth: 760 }}
        >
          Private spaces, rented by the hour.
        </Typography>
        <Typography sx={{ mt: 2.5, mb: { xs: 3.5, md: 5 }, maxWidth: 600, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
          Rent backyards, pools, courts, rooftops, studios and parking from hosts near you. Pick the hours you need and
          pay by card.
        </Typography>
        <HeroSearch />
      </Container>
    </Box>
  );
}
