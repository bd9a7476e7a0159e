import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a route's code or first data loads. */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: '60vh' }} role="progressbar" aria-label="Loading page">
      <LinearProgress />
    </Box>
  );
}
