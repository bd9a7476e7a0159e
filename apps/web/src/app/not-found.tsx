import { Suspense } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';
import { lazyThemed } from '../components/theme/themed.tsx';

const NotFound = lazyThemed(() => import('../components/NotFoundPage.tsx').then((module) => module.NotFoundPage));

/** The not-found page (built with MUI), loaded when a route does not exist or is not the visitor's to see. */
export function NotFoundPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <NotFound />
    </Suspense>
  );
}
