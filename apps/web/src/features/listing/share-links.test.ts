import { ShareNetworks } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { listingShareUrl, shareLinks } from './share-links.ts';

describe('share links', () => {
  const url = listingShareUrl('https://hourly.example/', 'f06203aa-dc68-40c3-9149-59d6c67cf931');
  const links = shareLinks(url, 'Pool & Patio: "Sunny" 100%');

  it('shares the canonical listing address', () => {
    expect(url).toBe('https://hourly.example/view-detail/f06203aa-dc68-40c3-9149-59d6c67cf931');
  });

  it('builds each network URL with the link and text percent-encoded', () => {
    const encodedUrl = 'https%3A%2F%2Fhourly.example%2Fview-detail%2Ff06203aa-dc68-40c3-9149-59d6c67cf931';
    const encodedText = 'Pool%20%26%20Patio%3A%20%22Sunny%22%20100%25%20on%20Hourly%20Spaces';
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodedText}%20${encodedUrl}`);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedText}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
  });

  it('round-trips: each network reads back the exact listing address', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.twitter).searchParams.get('url')).toBe(url);
    expect(new URL(links.twitter).searchParams.get('text')).toBe('Pool & Patio: "Sunny" 100% on Hourly Spaces');
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Pool & Patio: "Sunny" 100% on Hourly Spaces ${url}`);
  });

  it('covers every spec network: four by URL, copy and instagram by clipboard', () => {
    const byUrl = Object.keys(links);
    expect(ShareNetworks.filter((network) => !byUrl.includes(network))).toEqual(['copy', 'instagram']);
  });
});
