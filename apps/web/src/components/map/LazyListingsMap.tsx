import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const ListingsMap = lazy(() => import('./ListingsMap.tsx'));

/** Leaflet (~45 KB) loads only on pages that show a map. */
export function LazyListingsMap(props: ComponentProps<typeof ListingsMap>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 360} />}>
      <ListingsMap {...props} />
    </Suspense>
  );
}
export type { MapPoint } from './ListingsMap.tsx';
