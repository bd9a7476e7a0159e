import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

function signIn(host: boolean) {
  sessionStore.set({
    user: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', emailVerified: true, phoneVerified: true, host },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { data: [] })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const explore = () => within(screen.getByRole('navigation', { name: 'Explore' }));

describe('footer', () => {
  it('offers Become a host to visitors and customers', () => {
    const { unmount } = renderWithProviders(<Footer />);
    expect(explore().getByRole('link', { name: 'Become a host' }).getAttribute('href')).toBe('/becomeahost');
    unmount();
    signIn(false);
    renderWithProviders(<Footer />);
    expect(explore().getByRole('link', { name: 'Become a host' })).toBeTruthy();
  });

  it('hides Become a host from hosts and keeps the other links', () => {
    signIn(true);
    renderWithProviders(<Footer />);
    expect(explore().queryByRole('link', { name: 'Become a host' })).toBeNull();
    expect(explore().getByRole('link', { name: 'Find a space' }).getAttribute('href')).toBe('/listing');
    expect(explore().getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });
});
