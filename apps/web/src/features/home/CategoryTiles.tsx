import CameraAltIcon from '@mui/icons-material/CameraAlt';
import DeckIcon from '@mui/icons-material/Deck';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import PlaceIcon from '@mui/icons-material/Place';
import PoolIcon from '@mui/icons-material/Pool';
import RoofingIcon from '@mui/icons-material/Roofing';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import YardIcon from '@mui/icons-material/Yard';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCategories } from '../../lib/catalog.ts';
import { searchHref } from '../search/public.ts';

/** Icons for the categories we know by name; any other category gets a place pin. */
const iconByName: Record<string, ReactNode> = {
  backyard: <YardIcon />,
  'swimming pool': <PoolIcon />,
  'parking space': <LocalParkingIcon />,
  'tennis court': <SportsTennisIcon />,
  'basketball court': <SportsBasketballIcon />,
  garden: <LocalFloristIcon />,
  rooftop: <RoofingIcon />,
  studio: <CameraAltIcon />,
  patio: <DeckIcon />,
};

/** One link per category to its search results. */
export function CategoryTiles() {
  const categories = useCategories();
  return (
    <Box
      component="ul"
      aria-label="Categories"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {categories.isPending
        ? Array.from({ length: 8 }, (_unused, index) => (
            <li key={index}>
              <Skeleton variant="rounded" height={64} />
            </li>
          ))
        : (categories.data ?? []).map((category) => (
            <li key={category.uuid}>
              <ButtonBase
                component={RouterLink}
                to={searchHref({ categoryId: category.uuid })}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: { xs: 1, sm: 1.5 },
                  px: { xs: 1.25, sm: 2 },
                  py: 1.5,
                  minHeight: 64,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  transition: 'border-color 150ms, box-shadow 150ms',
                  '&:hover, &.Mui-focusVisible': {
                    borderColor: 'primary.main',
                    boxShadow: '0 6px 18px rgba(15, 118, 110, 0.15)',
                  },
                }}
              >
                <Box
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 36,
                    height: 36,
                    flexShrink: 0,
                    borderRadius: 2,
                    bgcolor: 'rgba(15, 118, 110, 0.1)',
                    color: 'primary.main',
                  }}
                >
                  {iconByName[category.name.toLowerCase()] ?? <PlaceIcon />}
                </Box>
                <Typography sx={{ fontWeight: 600, textAlign: 'left', lineHeight: 1.25 }}>{category.name}</Typography>
              </ButtonBase>
            </li>
          ))}
    </Box>
  );
}
