import { Messages } from '@app/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { ApiError, errorText } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { becomeHost } from './accounts.api.ts';

const benefits = [
  {
    icon: <StorefrontIcon />,
    title: 'List for free',
    text: 'Backyards, pools, courts, parking: add photos, amenities and an hourly price in a few minutes.',
  },
  {
    icon: <EventAvailableIcon />,
    title: 'Your hours, your rules',
    text: 'Open the weekdays and hours that suit you, block dates any time and set guest limits.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Verified guests',
    text: 'Every guest has a verified email and phone, and pays by card before the booking is confirmed.',
  },
];

const payoutSteps = [
  { title: 'Guests book and pay', text: 'The full price is charged by card when the booking is confirmed.' },
  {
    title: 'The booking takes place',
    text: 'Once the booked hours are over, the booking is marked completed.',
  },
  {
    title: 'You get paid',
    text: 'We pay the booking amount minus a 10% platform fee to your connected payout account.',
  },
];

/** /becomeahost (docs/product/screens.md Become a Host). */
export function BecomeHostPage() {
  usePageTitle('Become a host');
  const user = useSessionUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!user) {
      navigate('/Signup?host=true');
      return;
    }
    if (user.host) {
      notify.info(Messages.alreadyHost);
      navigate('/addlisting');
      return;
    }
    setBusy(true);
    try {
      const result = await becomeHost();
      notify.success(result.message || Messages.becameHost);
      navigate('/addlisting');
    } catch (error) {
      // 403 (unverified) is announced by the api client; the profile page is where to verify.
      if (error instanceof ApiError && error.status === 403) navigate('/editprofile');
      else notify.error(errorText(error));
      setBusy(false);
    }
  };

  const action = !user ? 'Sign up as a host' : user.host ? 'Add a listing' : 'Become a host';

  return (
    <>
      <Box
        component="section"
        aria-labelledby="become-host-title"
        sx={{
          color: 'common.white',
          background: 'linear-gradient(135deg, #0b1f1d 0%, #115e59 55%, #0f766e 100%)',
          py: { xs: 6, md: 10 },
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            width: 420,
            height: 420,
            borderRadius: '50%',
            right: { xs: -260, md: -80 },
            top: -140,
            bgcolor: 'rgba(245, 158, 11, 0.2)',
          }}
        />
        <Container maxWidth="lg" sx={{ position: 'relative' }}>
          <Grid container spacing={6} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.85 }}>
                Hosting on Hourly Spaces
              </Typography>
              <Typography
                id="become-host-title"
                variant="h2"
                component="h1"
                sx={{ fontSize: { xs: 36, md: 52 }, mt: 1 }}
              >
                Earn from your space, one hour at a time
              </Typography>
              <Typography sx={{ mt: 2, mb: 4, fontSize: { xs: 17, md: 19 }, opacity: 0.92 }}>
                Your backyard, pool, court or driveway sits empty most of the week. Rent it out by the hour to people
                nearby and get paid after every booking.
              </Typography>
              <Button variant="contained" color="secondary" size="large" onClick={start} disabled={busy} sx={{ px: 4 }}>
                {action}
              </Button>
              {user?.host && <Typography sx={{ mt: 2, opacity: 0.9 }}>{Messages.alreadyHost}.</Typography>}
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
              <GettingStarted />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
          Why host with us
        </Typography>
        <Grid container spacing={3}>
          {benefits.map((benefit) => (
            <Grid key={benefit.title} size={{ xs: 12, md: 4 }}>
              <Feature icon={benefit.icon} title={benefit.title} text={benefit.text} />
            </Grid>
          ))}
        </Grid>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="payouts-title"
          sx={{ mt: { xs: 5, md: 7 }, p: { xs: 3, md: 5 }, borderRadius: 4 }}
        >
          <Grid container spacing={{ xs: 3, md: 5 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                <PaymentsIcon color="primary" />
                <Typography id="payouts-title" variant="h5" component="h2">
                  How payouts work
                </Typography>
              </Stack>
              <Typography color="textSecondary">
                Connect a payout account with our card payment provider from the Host Portal (available in the United
                States, Italy and Canada). Guests pay up front; you are paid after each booking completes.
              </Typography>
              <Stack
                direction="row"
                spacing={2}
                sx={{ mt: 3, p: 2, borderRadius: 3, bgcolor: 'rgba(15, 118, 110, 0.08)', alignItems: 'center' }}
              >
                <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 800 }}>
                  90%
                </Typography>
                <Typography variant="body2">
                  of every booking is yours. The 10% platform fee covers payments, support and marketing.
                </Typography>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {payoutSteps.map((step, index) => (
                  <Stack component="li" key={step.title} direction="row" spacing={2}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: '50%',
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'common.white',
                        fontWeight: 700,
                      }}
                    >
                      {index + 1}
                    </Box>
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                      <Typography color="textSecondary">{step.text}</Typography>
                    </Box>
                  </Stack>
                ))}
                <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <AccountBalanceIcon color="action" sx={{ width: 40 }} />
                  <Typography variant="body2" color="textSecondary">
                    Example: a 3-hour booking at $40 per hour is $120; you receive $108.
                  </Typography>
                </Stack>
              </Stack>
            </Grid>
          </Grid>
        </Paper>

        <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Ready to welcome your first guests?
          </Typography>
          <Button variant="contained" size="large" onClick={start} disabled={busy} sx={{ px: 4 }}>
            {action}
          </Button>
        </Box>
      </Container>
    </>
  );
}

const startSteps = [
  'Sign up as a host, or switch your account here',
  'Verify your email and phone',
  'Add your listing with at least 3 photos',
  'We review it, then guests can book',
];

function GettingStarted() {
  return (
    <Paper sx={{ p: 3.5, borderRadius: 4, bgcolor: 'rgba(255, 255, 255, 0.97)' }}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
        Getting started
      </Typography>
      <Stack component="ol" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {startSteps.map((step) => (
          <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="primary" />
            <Typography>{step}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 4 }}>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(15, 118, 110, 0.1)',
          color: 'primary.main',
          mb: 2,
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{text}</Typography>
    </Paper>
  );
}
