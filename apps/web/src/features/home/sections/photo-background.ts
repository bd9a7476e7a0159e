import type { VenueCard } from '@app/contract';
import type { CSSProperties } from 'react';
import { imageUrl } from '../../../lib/api.ts';

/**
 * A listing's first photo for a CSS background, as two custom properties: `--photo`, the 480 px thumbnail for phones
 * and tablets, and `--photo-large` for the md breakpoint up. The section's CSS module layers the one matching the
 * width (`var(--photo, <fallback>)`), so only that one is downloaded; without a photo both are unset.
 */
export function photoBackground(venue: VenueCard | undefined): CSSProperties | undefined {
  const large = venue?.images[0];
  if (!large) return undefined;
  const url = (photo: string) => `url("${imageUrl(photo)}")`;
  return { '--photo': url(venue.thumbnails[0] ?? large), '--photo-large': url(large) } as CSSProperties;
}
