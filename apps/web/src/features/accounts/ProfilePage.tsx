import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { returnAfterVerifying } from '../../lib/return-to.ts';
import { isVerified, useSessionUser } from '../../lib/session.ts';
import { GeneralSettings } from './profile/GeneralSettings.tsx';
import { PrivacySettings } from './profile/PrivacySettings.tsx';
import { ProfileSummary } from './profile/ProfileSummary.tsx';
import { VerificationBanner } from './profile/VerificationBanner.tsx';

/** /editprofile (docs/product/screens.md Profile): verification banner, privacy settings and general settings. */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSessionUser();
  const navigate = useNavigate();
  const verified = user ? isVerified(user) : false;
  useEffect(() => {
    // Sent here to verify on the way to another page: go on to it.
    const asked = verified ? returnAfterVerifying.take() : undefined;
    if (asked) navigate(asked, { replace: true });
  }, [verified, navigate]);
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        Your profile
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
        Manage how you sign in, how we reach you and what hosts and guests see.
      </Typography>
      <VerificationBanner user={user} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileSummary user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PrivacySettings key={user.uuid} user={user} />
            <GeneralSettings user={user} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
