/**
 * What a loading state says to assistive technology: a busy progress indicator named by what is loading. A name
 * needs a role (axe: `aria-prohibited-attr` on a plain `div` or `span`), and `aria-busy` tells the browser tests
 * that the page is not ready yet.
 */
export const loadingRegion = (label: string) =>
  ({ role: 'progressbar', 'aria-busy': true, 'aria-label': label }) as const;
