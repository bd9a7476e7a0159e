import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

export function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 0, sm: 3 }, pb: 3 }} aria-busy="true" aria-label="Loading listing">
      {/* data-shell-photo: the server paints the first photo here in the pre-rendered first screen. Same box as the
          Banner's photo, so the photo the page shows first is the one painted here (no second, larger paint). */}
      <Skeleton
        variant="rounded"
        data-shell-photo=""
        sx={{ mx: { xs: -2, sm: 0 }, height: { xs: 300, sm: 380, md: 460 }, borderRadius: { xs: 0, sm: '20px' } }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          gap: 6,
          mt: 4,
        }}
      >
        <Box>
          <Skeleton width="45%" height={40} />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={96} sx={{ my: 3 }} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
        <Skeleton variant="rounded" height={320} sx={{ display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Container>
  );
}
