import type { VenueCard } from '@app/contract';
import { imageUrl } from '../../../lib/api.ts';

/**
 * A listing's first photo as a CSS background: the 480 px thumbnail on phones and tablets, the large rendition from
 * the md breakpoint (only the matching one is downloaded).
 */
export function photoBackground(venue: VenueCard | undefined, overlay?: string) {
  const large = venue?.images[0];
  if (!large) return overlay;
  const layer = (photo: string) => [overlay, `url("${imageUrl(photo)}")`].filter(Boolean).join(', ');
  return { xs: layer(venue.thumbnails[0] ?? large), md: layer(large) };
}
