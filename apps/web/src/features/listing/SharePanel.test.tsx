import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { shareLinks } from './share-links.ts';
import { SharePanel } from './SharePanel.tsx';

const venueId = 'f06203aa-dc68-40c3-9149-59d6c67cf931';
const title = 'Chelsea Skyline Rooftop';
const url = `${window.location.origin}/view-detail/${venueId}`;

afterEach(() => vi.restoreAllMocks());

describe('share panel', () => {
  it('offers every network as a labelled control; the web ones open in a new tab', () => {
    renderWithProviders(<SharePanel venueId={venueId} title={title} />);
    const links = shareLinks(url, title);
    for (const [name, href] of [
      ['Share on Facebook', links.facebook],
      ['Share on WhatsApp', links.whatsapp],
      ['Share on Twitter', links.twitter],
      ['Share on LinkedIn', links.linkedin],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // Instagram has no share URL: its control copies the link rather than opening a page.
    expect(screen.getByRole('button', { name: 'Share on Instagram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Share on Instagram' })).toBeNull();
  });

  it('copies the listing link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<SharePanel venueId={venueId} title={title} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('copies the link for Instagram, which has no web share URL, and says to paste it there', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<SharePanel venueId={venueId} title={title} />);
    await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied — paste it in Instagram')).toBeTruthy();
  });

  it('copies for Instagram on a phone too, rather than opening the share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('coarse'), media: query }));
    try {
      renderWithProviders(<SharePanel venueId={venueId} title={title} />);
      await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
      expect(writeText).toHaveBeenCalledWith(url);
      expect(share).not.toHaveBeenCalled();
      expect(await screen.findByText('Link copied — paste it in Instagram')).toBeTruthy();
    } finally {
      delete (navigator as { share?: unknown }).share;
      vi.unstubAllGlobals();
    }
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // jsdom has no execCommand: the fallback copy fails too, as in a browser that refuses both.
    document.execCommand = () => false;
    try {
      renderWithProviders(<SharePanel venueId={venueId} title={title} />);
      await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
      expect(await screen.findByText(`Copy this link: ${url}`)).toBeTruthy();
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});
