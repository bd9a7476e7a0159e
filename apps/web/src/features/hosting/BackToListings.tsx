import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Above a listing's hosting pages: back to the host's listings. */
export function BackToListings() {
  return (
    <Link
      component={RouterLink}
      to="/managelistings"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Manage Listings
    </Link>
  );
}
