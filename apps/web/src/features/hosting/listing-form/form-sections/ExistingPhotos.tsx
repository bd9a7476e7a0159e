import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../../../../lib/api.ts';

/** The listing's photos on edit: each can be marked for deletion and brought back with Undo until saving. */
export function ExistingPhotos({
  images,
  thumbnails,
  deleted,
  disabled,
  onToggle,
}: {
  images: string[];
  thumbnails: string[];
  deleted: string[];
  disabled: boolean;
  onToggle: (path: string) => void;
}) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Current photos
      </Typography>
      <Box
        component="ol"
        aria-label="Current photos"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {images.map((path, index) => {
          const marked = deleted.includes(path);
          const cover = index === images.findIndex((image) => !deleted.includes(image));
          return (
            <Box
              component="li"
              key={path}
              aria-label={`Current photo ${index + 1}${marked ? ', marked for deletion' : ''}`}
              sx={{
                border: 1,
                borderColor: marked ? 'error.light' : 'divider',
                borderRadius: 2,
                overflow: 'hidden',
              }}
            >
              <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
                <Box
                  component="img"
                  src={imageUrl(thumbnails[index] ?? path)}
                  alt={`Current photo ${index + 1}`}
                  loading="lazy"
                  sx={{
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    display: 'block',
                    opacity: marked ? 0.35 : 1,
                    filter: marked ? 'grayscale(1)' : 'none',
                  }}
                />
                <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 6, left: 6 }}>
                  {marked ? (
                    <Chip size="small" color="error" label="Will be deleted" />
                  ) : (
                    cover && <Chip size="small" color="primary" label="Cover" />
                  )}
                </Stack>
              </Box>
              <Box sx={{ p: 0.75 }}>
                <Button
                  fullWidth
                  size="small"
                  color={marked ? 'primary' : 'error'}
                  variant={marked ? 'contained' : 'text'}
                  disabled={disabled}
                  onClick={() => onToggle(path)}
                >
                  {marked ? 'Undo' : 'Delete'}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
