import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Shown while a route's code or first data loads: a thin moving bar (MUI's LinearProgress is ~2 KB gzip more). */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: '60vh' }} role="progressbar" aria-label="Loading page">
      <Box sx={{ height: 4, overflow: 'hidden', bgcolor: 'rgba(15, 118, 110, 0.2)' }}>
        <Box
          sx={{
            width: '40%',
            height: '100%',
            bgcolor: 'primary.main',
            animation: `${slide} 1.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
    </Box>
  );
}
