import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePolicies } from '../../lib/catalog.ts';
import { useSessionUser } from '../../lib/session.ts';
import { BrandLogo } from './BrandLogo.tsx';

const footerLinkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } };

export function Footer() {
  const policies = usePolicies();
  // Like the header's navigation, the Become A Host link is hidden from hosts (docs/product/screens.md Navigation).
  const isHost = Boolean(useSessionUser()?.host);
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1f1d', color: 'grey.300', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 340 }}>
            <BrandLogo inverse />
            <Typography variant="body2" sx={{ mt: 2 }}>
              Private backyards, pools, parking spaces and courts, rented by the hour from hosts near you.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Explore">
            <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white', mb: 1 }}>
              Explore
            </Typography>
            <Stack spacing={0.75}>
              <Link component={RouterLink} to="/listing" underline="hover" sx={footerLinkSx}>
                Find a space
              </Link>
              {!isHost && (
                <Link component={RouterLink} to="/becomeahost" underline="hover" sx={footerLinkSx}>
                  Become a host
                </Link>
              )}
              <Link component={RouterLink} to="/contact-us" underline="hover" sx={footerLinkSx}>
                Contact Us
              </Link>
            </Stack>
          </Box>
          <Box component="nav" aria-label="Policies">
            <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white', mb: 1 }}>
              Policies
            </Typography>
            <Stack spacing={0.75}>
              {(policies.data ?? []).map((policy) => (
                <Link
                  key={policy.uuid}
                  component={RouterLink}
                  to={`/policy/${policy.uuid}`}
                  underline="hover"
                  sx={footerLinkSx}
                >
                  {policy.title}
                </Link>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 5, color: 'grey.500' }}>
          © {new Date().getFullYear()} Hourly Spaces. Map data © OpenStreetMap contributors. Place names from GeoNames.
        </Typography>
      </Container>
    </Box>
  );
}
