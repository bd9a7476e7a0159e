import type { VenueCard } from '@app/contract';
import AddHomeWorkIcon from '@mui/icons-material/AddHomeWork';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import PaymentsIcon from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { anchorSx } from './anchor.ts';
import { photoBackground } from './photo-background.ts';
import { belowTheFold } from './below-the-fold.ts';

/** The pitch to hosts (the /#becomeahost anchor), beside a listing's photo. */
export function BecomeHostSection({ venue }: { venue: VenueCard | undefined }) {
  const user = useSessionUser();
  return (
    <Container
      maxWidth="lg"
      component="section"
      id="becomeahost"
      aria-labelledby="host-title"
      sx={{ ...anchorSx, ...belowTheFold({ xs: 800, md: 460 }), pt: { xs: 8, md: 12 }, pb: { xs: 2, md: 4 } }}
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
            backgroundImage: photoBackground(venue) ?? 'linear-gradient(135deg, #14b8a6 0%, #0f766e 60%, #f59e0b 100%)',
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
