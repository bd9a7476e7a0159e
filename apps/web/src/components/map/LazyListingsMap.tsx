import { lazy, Suspense, type ComponentProps } from 'react';

const ListingsMap = lazy(() => import('./ListingsMap.tsx'));

/** Leaflet (~45 KB) loads only on pages that show a map. */
export function LazyListingsMap(props: ComponentProps<typeof ListingsMap>) {
  return (
    <Suspense fallback={<span className="skeleton" style={{ height: props.height ?? 360 }} />}>
      <ListingsMap {...props} />
    </Suspense>
  );
}
export type { MapBox, MapPoint } from './ListingsMap.tsx';
