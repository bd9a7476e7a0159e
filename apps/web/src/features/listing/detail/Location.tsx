import type { VenueDetail } from '@app/contract';
import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { LazyListingsMap } from '../../../components/map/LazyListingsMap.tsx';

/** The map, the address and a directions link. */
export function Location({ venue }: { venue: VenueDetail }) {
  const points = useMemo(
    () => [{ id: venue.uuid, latitude: venue.latitude, longitude: venue.longitude, label: venue.title }],
    [venue.uuid, venue.latitude, venue.longitude, venue.title],
  );
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`;
  return (
    <>
      <LazyListingsMap points={points} height={340} zoom={15} ariaLabel={`Map showing where ${venue.title} is`} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mt: 2, gap: 1.5, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{venue.address}</Typography>
            <Typography variant="body2" color="textSecondary">
              The host shares arrival details once your booking is confirmed.
            </Typography>
          </Box>
        </Stack>
        <Button
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<DirectionsOutlinedIcon />}
          sx={{ flexShrink: 0 }}
        >
          Get directions
        </Button>
      </Stack>
    </>
  );
}
