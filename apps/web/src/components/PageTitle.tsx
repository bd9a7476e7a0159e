import { BrandName } from '@app/contract';
import { useEffect } from 'react';

/** Sets the document title for the current page. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${BrandName}` : `${BrandName} — rent private spaces by the hour`;
  }, [title]);
}
