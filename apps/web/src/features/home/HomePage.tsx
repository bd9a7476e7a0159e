import { Limits, type VenueCard } from '@app/contract';
import AddHomeWorkIcon from '@mui/icons-material/AddHomeWork';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PaymentsIcon from '@mui/icons-material/Payments';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListingCard } from '../../components/ListingCard.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { imageUrl } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { ListingCardSkeleton } from '../../components/ListingCardSkeleton.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { HeroSearch } from './HeroSearch.tsx';
import { usePopularListings } from './home.api.ts';

// Far below the fold: its code loads after the page's own.
const TestimonialCarousel = lazy(() =>
  import('./TestimonialCarousel.tsx').then((module) => ({ default: module.TestimonialCarousel })),
);

const placeholders = Array.from({ length: Limits.listingsPerPage }, (_unused, index) => index);

/** Sections sit under the sticky header when reached through /#anchor links. */
const anchorSx = { scrollMarginTop: { xs: 64, md: 72 } };

/** docs/product/screens.md#what-the-product-does, docs/product/screens.md Home: hero search, popular listings, How We Work, Become A Host, testimonials. */
export function HomePage() {
  usePageTitle();
  const user = useSessionUser();
  const popular = usePopularListings();
  const listings = popular.data ?? [];
  const heroVenue = listings[0];
  // A different kind of space than the hero's, so the page does not show the same scene twice.
  const hostVenue = listings.find((venue) => venue.category.uuid !== heroVenue?.category.uuid) ?? heroVenue;
  const heroGradient =
    'linear-gradient(115deg, rgba(4, 47, 46, 0.92) 0%, rgba(15, 118, 110, 0.72) 55%, rgba(245, 158, 11, 0.35) 100%)';

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          position: 'relative',
          color: 'common.white',
          bgcolor: '#0b3b36',
          backgroundImage: photoBackground(heroVenue, heroGradient),
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
          <Typography
            sx={{ mt: 2.5, mb: { xs: 3.5, md: 5 }, maxWidth: 600, fontSize: { xs: '1.05rem', md: '1.2rem' } }}
          >
            Rent backyards, pools, courts, rooftops, studios and parking from hosts near you. Pick the hours you need
            and pay by card.
          </Typography>
          <HeroSearch />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="categories-title" sx={{ pt: { xs: 5, md: 7 } }}>
        <SectionHeading id="categories-title" title="Browse by category" />
        <CategoryTiles />
      </Container>

      <Container maxWidth="lg" component="section" aria-labelledby="popular-title" sx={{ pt: { xs: 6, md: 8 } }}>
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

      <Box
        component="section"
        id="HowWeWork"
        aria-labelledby="how-title"
        sx={{ ...anchorSx, mt: { xs: 7, md: 10 }, py: { xs: 6, md: 9 }, bgcolor: '#ecf6f4' }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="how-title"
            title="How We Work"
            text="From search to the first splash in four simple steps."
            centered
          />
          <Steps
            steps={[
              {
                icon: <SearchIcon />,
                title: 'Search nearby',
                text: 'Filter by place, radius, category and dates to find spaces that are free when you are.',
              },
              {
                icon: <EventAvailableIcon />,
                title: 'Pick your hours',
                text: 'Choose the days and the exact hours you need, and how many guests are coming.',
              },
              {
                icon: <CreditCardIcon />,
                title: 'Book and pay securely',
                text: 'Pay by card in seconds. Your booking is confirmed by email right away.',
              },
              {
                icon: <CelebrationIcon />,
                title: 'Enjoy the space',
                text: 'Show up and make the most of it — then leave a review to help the next guest.',
              },
            ]}
          />
        </Container>
      </Box>

      <Box component="section" aria-labelledby="testimonials-title" sx={{ pt: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading
            id="testimonials-title"
            title="Loved by guests and hosts"
            text="Real moments from people who rent and share spaces by the hour."
            centered
          />
          <Suspense fallback={<Box sx={{ minHeight: { xs: 372, sm: 312 } }} />}>
            <TestimonialCarousel />
          </Suspense>
        </Container>
      </Box>
      <Container
        maxWidth="lg"
        component="section"
        id="becomeahost"
        aria-labelledby="host-title"
        sx={{ ...anchorSx, pt: { xs: 8, md: 12 }, pb: { xs: 2, md: 4 } }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 7 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
              For hosts
            </Typography>
            <Typography id="host-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
              Become A Host
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, fontSize: '1.05rem' }}>
              Turn the backyard, pool, court or driveway you rarely use into steady income. You stay in charge of who
              books and when.
            </Typography>
            <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
              <HostStep
                icon={<AddHomeWorkIcon />}
                title="List your space"
                text="Add photos, a price per hour and the amenities guests can use."
              />
              <HostStep
                icon={<EditCalendarIcon />}
                title="Set your hours"
                text="Open the days and hours that suit you and block dates whenever you need them."
              />
              <HostStep
                icon={<PaymentsIcon />}
                title="Get paid"
                text="Guests pay by card when they book; payouts go straight to your account."
              />
            </Stack>
            {user?.host ? (
              <Button component={RouterLink} to="/addlisting" variant="contained" size="large">
                Add a listing
              </Button>
            ) : (
              <Button component={RouterLink} to="/becomeahost" variant="contained" size="large">
                Become A Host
              </Button>
            )}
          </Box>
          <Box
            aria-hidden
            sx={{
              position: 'relative',
              borderRadius: 5,
              overflow: 'hidden',
              aspectRatio: { xs: '4 / 3', md: '5 / 4' },
              bgcolor: '#cfe8e3',
              backgroundImage:
                photoBackground(hostVenue) ?? 'linear-gradient(135deg, #14b8a6 0%, #0f766e 60%, #f59e0b 100%)',
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              boxShadow: '0 24px 60px rgba(15, 23, 42, 0.18)',
            }}
          >
            <Box
              sx={{
                position: 'absolute',
                left: 16,
                bottom: 16,
                bgcolor: 'rgba(255,255,255,0.95)',
                color: 'text.primary',
                borderRadius: 3,
                px: 2,
                py: 1.25,
                boxShadow: 3,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                Hosts set their own price
              </Typography>
              <Typography sx={{ fontWeight: 800 }}>Paid for every hour booked</Typography>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}

function SectionHeading({
  id,
  title,
  text,
  action,
  centered,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
  centered?: boolean;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        alignItems: 'flex-end',
        justifyContent: centered ? 'center' : 'space-between',
        textAlign: centered ? 'center' : 'left',
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box>
        <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            {text}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}

/**
 * A listing's first photo as a CSS background: the 480 px thumbnail on phones and tablets, the large rendition from
 * the md breakpoint (only the matching one is downloaded).
 */
function photoBackground(venue: VenueCard | undefined, overlay?: string) {
  const large = venue?.images[0];
  if (!large) return overlay;
  const layer = (photo: string) => [overlay, `url("${imageUrl(photo)}")`].filter(Boolean).join(', ');
  return { xs: layer(venue.thumbnails[0] ?? large), md: layer(large) };
}

function Steps({ steps }: { steps: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{ bgcolor: 'background.paper', borderRadius: 4, p: 3, boxShadow: '0 6px 20px rgba(15, 23, 42, 0.06)' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'common.white',
                '& svg': { fontSize: 28 },
              }}
            >
              {step.icon}
            </Box>
            <Typography aria-hidden sx={{ fontSize: '2.25rem', fontWeight: 800, color: '#4d9b93' }}>
              {String(index + 1).padStart(2, '0')}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h3" gutterBottom>
            {step.title}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.7 }}>
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function HostStep({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(245, 158, 11, 0.15)',
          color: '#b45309',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography color="text.secondary" variant="body2">
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}
