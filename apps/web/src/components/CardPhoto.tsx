import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { imageUrl } from '../lib/api.ts';

/**
 * The photo pane of a wide list card (a booking, a hosted listing): 16:9 above the text on phones, a column of at
 * least `minHeight` beside it from `sm` up; a placeholder when the listing has no photo. Decorative: the card's title
 * names the listing.
 */
export function CardPhoto({ photo, minHeight }: { photo: string | undefined; minHeight: number }) {
  return (
    <Box
      sx={{
        bgcolor: 'grey.200',
        aspectRatio: { xs: '16 / 9', sm: 'auto' },
        minHeight: { sm: minHeight },
        position: 'relative',
      }}
    >
      {photo ? (
        <Box
          component="img"
          src={imageUrl(photo)}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.500' }}>
          <ImageOutlinedIcon fontSize="large" aria-hidden />
        </Box>
      )}
    </Box>
  );
}
