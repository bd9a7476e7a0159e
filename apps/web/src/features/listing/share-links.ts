import type { ShareNetworks } from '@app/contract';

export type ShareNetwork = (typeof ShareNetworks)[number];

/** Instagram has no web share endpoint: the link is copied, and this says where to paste it. */
export const INSTAGRAM_COPIED = 'Link copied — paste it in Instagram';

/** The address a listing is shared under (never with reschedule parameters). */
export const listingShareUrl = (origin: string, venueId: string) =>
  `${origin.replace(/\/+$/, '')}/view-detail/${encodeURIComponent(venueId)}`;

export const shareText = (title: string) => `${title} on Hourly Spaces`;

/** Web share URLs of the networks that have one (docs/product/rules.md#constants). */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(shareText(title));
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    whatsapp: `https://wa.me/?text=${text}%20${link}`,
    twitter: `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  } satisfies Partial<Record<ShareNetwork, string>>;
}
