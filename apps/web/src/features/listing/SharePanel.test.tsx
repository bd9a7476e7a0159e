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
      ['Share on Instagram', 'https://www.instagram.com/'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('copies the listing link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<SharePanel venueId={venueId} title={title} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('copies the link for Instagram, which has no web share URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<SharePanel venueId={venueId} title={title} />);
    const instagram = screen.getByRole('link', { name: 'Share on Instagram' });
    instagram.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(instagram);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied — paste it into your Instagram post or story')).toBeTruthy();
  });
});
