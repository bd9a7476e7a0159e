import { Messages, type VenueCard, defaultBookingRules } from '@app/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { MyFavouritesPage } from './MyFavouritesPage.tsx';

const card: VenueCard = {
  uuid: 'f06203aa-dc68-40c3-9149-59d6c67cf931',
  title: 'Chelsea Skyline Rooftop',
  description: 'A roof deck.',
  address: '245 W 29th St, New York, NY 10001, US',
  zipcode: '10001',
  latitude: 40.75,
  longitude: -73.99,
  images: ['uploads/a.webp'],
  thumbnails: ['uploads/a-thumb.webp'],
  rent: 145,
  rating: 5,
  reviewCount: 1,
  category: { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Rooftop' },
  host: { userId: 'b465cab6-188a-403c-acfb-7b42ef102058', name: 'Harper Host', designation: 'Venue Owner' },
  approved: true,
  status: 1,
  slots: null,
  guestLimit: { adults: 30, children: 0, infants: 0 },
  isFavourite: true,
  distance: null,
  rules: defaultBookingRules,
};

let favourites: VenueCard[] = [];
const calls: string[] = [];

beforeEach(() => {
  favourites = [card];
  calls.length = 0;
  sessionStore.set({
    user: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', emailVerified: true, phoneVerified: true },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/venue/favourite/viewall')) return jsonResponse(200, { data: favourites });
      if (url.includes('/venue/favourite/remove/')) {
        favourites = [];
        return jsonResponse(200, { data: {}, message: Messages.deletedSuccessfully });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('my favourites', () => {
  it('lists favourites with View Details, and removing one refetches the list a second later', async () => {
    renderWithProviders(<MyFavouritesPage />, { route: '/myfavourite' });
    expect(await screen.findByRole('heading', { name: card.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: `View Details of ${card.title}` }).getAttribute('href')).toBe(
      `/view-detail/${card.uuid}`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `Remove ${card.title} from favourites` }));
    expect(await screen.findByText(Messages.deletedSuccessfully)).toBeTruthy();
    expect(calls).toContain(`DELETE /api/v1/venue/favourite/remove/${card.uuid}`);
    expect(await screen.findByText('No Favourites yet')).toBeTruthy();
    expect(calls.filter((call) => call.endsWith('/venue/favourite/viewall'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Explore spaces' }).getAttribute('href')).toBe('/listing');
  });

  it('shows the empty state when nothing is shortlisted', async () => {
    favourites = [];
    renderWithProviders(<MyFavouritesPage />, { route: '/myfavourite' });
    expect(await screen.findByText('No Favourites yet')).toBeTruthy();
  });
});
