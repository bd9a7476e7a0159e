import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { imageUrl } from '../../lib/api.ts';

/** Up to four photos fill one row; more show as a 3-column grid of three or six tiles, the last saying how many more. */
function tilesOf(count: number) {
  if (count <= 4) return { shown: count, columns: Math.max(count, 1) };
  return { shown: count >= 6 ? 6 : 3, columns: 3 };
}

export const photoAlt = (title: string, index: number, count: number) => `${title} — photo ${index + 1} of ${count}`;

/** Thumbnails of the listing's photos; a click opens the large photo. */
export function PhotoGallery({
  title,
  images,
  thumbnails,
  onOpen,
}: {
  title: string;
  images: string[];
  thumbnails: string[];
  onOpen: (index: number) => void;
}) {
  const tiles = tilesOf(images.length);
  const shown = images.slice(0, tiles.shown);
  const hidden = images.length - shown.length;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${Math.min(tiles.columns, 2)}, minmax(0, 1fr))`,
          sm: `repeat(${tiles.columns}, minmax(0, 1fr))`,
        },
        gap: 1.5,
      }}
    >
      {shown.map((image, index) => {
        const more = index === shown.length - 1 && hidden > 0;
        return (
          <li key={image}>
            <ButtonBase
              onClick={() => onOpen(index)}
              focusRipple
              aria-label={more ? `Show all ${images.length} photos` : undefined}
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '4 / 3',
                borderRadius: '12px',
                overflow: 'hidden',
                position: 'relative',
                bgcolor: 'grey.200',
                '& img': { transition: 'transform .3s ease' },
                '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={imageUrl(thumbnails[index] ?? image)}
                alt={photoAlt(title, index, images.length)}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {more && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    bgcolor: 'rgba(15,23,42,0.55)',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <Typography variant="h5" component="span" sx={{ color: 'common.white' }}>
                    +{hidden + 1}
                  </Typography>
                </Box>
              )}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
