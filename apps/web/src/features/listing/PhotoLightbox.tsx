import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { imageUrl } from '../../lib/api.ts';
import { photoAlt } from './PhotoGallery.tsx';

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  color: 'grey.900',
  '&:hover': { bgcolor: '#fff' },
  boxShadow: 2,
} as const;

/** The large photos of a listing, one at a time: buttons, arrow keys, Escape to close. */
export function PhotoLightbox({
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  title: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = images.length;
  const show = (next: number) => onIndexChange((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-counter"
      slotProps={{ paper: { sx: { bgcolor: '#0b0f14', color: 'common.white' } } }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 3 }, py: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="lightbox-title" component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography id="lightbox-counter" variant="body2" sx={{ color: 'grey.400' }} aria-live="polite">
            {index + 1} / {count}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close photos" sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1, md: 10 },
          pb: 3,
        }}
      >
        <Box
          component="img"
          key={images[index]}
          src={imageUrl(images[index])}
          alt={photoAlt(title, index, count)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: '8px', display: 'block' }}
        />
        {count > 1 && (
          <>
            <IconButton onClick={() => show(index - 1)} aria-label="Previous photo" sx={{ ...navButtonSx, left: 16 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton onClick={() => show(index + 1)} aria-label="Next photo" sx={{ ...navButtonSx, right: 16 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
