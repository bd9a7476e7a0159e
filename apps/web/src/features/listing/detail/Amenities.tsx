import type { VenueDetail } from '@app/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function Amenities({ amenities }: { amenities: VenueDetail['amenities'] }) {
  const available = amenities.filter((amenity) => amenity.status === 1);
  if (available.length === 0) {
    return <Typography color="textSecondary">The host hasn't listed any amenities yet.</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {available.map((amenity) => (
        <Stack component="li" key={amenity.uuid} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlineIcon sx={{ color: 'primary.main' }} aria-hidden />
          <Typography>{amenity.name}</Typography>
        </Stack>
      ))}
    </Box>
  );
}
