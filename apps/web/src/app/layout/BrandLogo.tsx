import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Hourly Spaces home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? 'common.white' : 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        Hourly Spaces
      </Typography>
    </Box>
  );
}
