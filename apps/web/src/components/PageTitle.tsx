import { useEffect } from 'react';

const siteName = 'Hourly Spaces';

/** Sets the document title for the current page. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : `${siteName} — rent private spaces by the hour`;
  }, [title]);
}
