import { Messages, type VenueCard, defaultBookingRules } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { SearchPage } from './SearchPage.tsx';

vi.mock('../../components/map/LazyListingsMap.tsx', () => ({
  LazyListingsMap: ({ points }: { points: { id: string }[] }) => <div data-testid="map">{points.length} pins</div>,
}));

const pools = { uuid: '24c9b2ab-047d-471c-acec-e907016bcfdd', name: 'Swimming Pool', slots: false, slotPrefix: null };
const studios = { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Studio', slots: false, slotPrefix: null };

const cardOf = (index: number): VenueCard => ({
  uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title: `Barton Hills Pool ${index}`,
  description: 'A pool.',
  address: '1800 Barton Hills Dr, Austin, TX 78704, US',
  zipcode: '78704',
  latitude: 30.25,
  longitude: -97.77,
  images: [`uploads/pool-${index}.webp`],
  thumbnails: [`uploads/pool-${index}-thumb.webp`],
  rent: 85,
  rating: 4.5,
  reviewCount: 2,
  category: { uuid: pools.uuid, name: pools.name },
  host: { userId: 'b465cab6-188a-403c-acfb-7b42ef102058', name: 'Marisol', designation: 'Pool Owner' },
  approved: true,
  status: 1,
  slots: null,
  guestLimit: { adults: 10, children: 4, infants: 2 },
  isFavourite: false,
  distance: 2.4,
  rules: defaultBookingRules,
});

let total = 2;
let geocodable = true;
const searches: URLSearchParams[] = [];

beforeEach(() => {
  total = 2;
  geocodable = true;
  searches.length = 0;
  // jsdom lays nothing out: paging scrolls the results into view.
  Element.prototype.scrollIntoView = vi.fn();
  // Desktop layout (filters open, map beside the grid); also "reduced motion", which nothing here animates.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/category/viewall/public')) return jsonResponse(200, { data: [pools, studios] });
      if (url.pathname.includes('/location/get/address/')) {
        return new Response(
          JSON.stringify(
            geocodable
              ? [{ address: 'Austin, TX 78701, US', coordinates: { latitude: 30.27, longitude: -97.74 }, zipcode: '' }]
              : [],
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }
      if (url.pathname.includes('/location/find/places/')) return jsonResponse(200, []);
      if (url.pathname.endsWith('/venue/viewall/public')) {
        searches.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        const count = Math.max(0, Math.min(6, total - (page - 1) * 6));
        return jsonResponse(200, {
          data: Array.from({ length: count }, (_unused, index) => cardOf((page - 1) * 6 + index + 1)),
          count: total,
        });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const lastSearch = () => searches.at(-1)!;

describe('search page', () => {
  it('runs the search of a deep link: filters from the URL, the address geocoded to a point', async () => {
    renderWithProviders(<SearchPage />, {
      route: `/listing?categoryId=${pools.uuid}&address=Austin&r=25`,
      path: '/listing',
    });
    expect(await screen.findByText('2 spaces within 25 miles of Austin')).toBeTruthy();
    expect(lastSearch().get('categoryId')).toBe(pools.uuid);
    expect(JSON.parse(lastSearch().get('coordinateRange')!)).toEqual({
      latitude: 30.27,
      longitude: -97.74,
      radius: 25,
    });
    expect(lastSearch().get('limit')).toBe('6');
    expect(lastSearch().get('page')).toBe('1');
    expect(screen.getAllByRole('heading', { name: /Barton Hills Pool/ })).toHaveLength(2);
    expect(screen.getByTestId('map').textContent).toBe('2 pins');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Austin');
    expect((screen.getByLabelText('Radius') as HTMLSelectElement).value).toBe('25');
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe(pools.uuid));
  });

  it('writes the filters to the URL on Search, and Undo Filter goes back to /listing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'pool');
    await user.selectOptions(await screen.findByLabelText('Category'), studios.uuid);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2099-01-05' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe(`/listing?search=pool&categoryId=${studios.uuid}&r=50&fromDate=2099-01-05`),
    );
    await waitFor(() => expect(lastSearch().get('search')).toBe('pool'));
    expect(lastSearch().get('categoryId')).toBe(studios.uuid);
    expect(lastSearch().get('fromDate')).toBe('2099-01-05');
    expect(lastSearch().has('coordinateRange')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Undo Filter' }));
    await waitFor(() => expect(location()).toBe('/listing'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(lastSearch().has('search')).toBe(false));
  });

  it('pages through results, 6 a page, with the page in the URL', async () => {
    total = 13;
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing?search=pool', path: '/listing' });
    expect(await screen.findByText('13 spaces')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(location()).toBe('/listing?search=pool&r=50&page=2'));
    expect(await screen.findByRole('heading', { name: 'Barton Hills Pool 7' })).toBeTruthy();
    expect(lastSearch().get('page')).toBe('2');
  });

  it("fetches the first result's photo at once (the likely largest paint) and the others lazily", async () => {
    total = 3;
    renderWithProviders(<SearchPage />, { route: '/listing?search=pool', path: '/listing' });
    const first = await screen.findByRole('heading', { name: 'Barton Hills Pool 1' });
    const photoOf = (heading: HTMLElement) => heading.closest('a')!.querySelector('img')!;
    expect(photoOf(first).getAttribute('src')).toBe('/uploads/pool-1-thumb.webp');
    expect(photoOf(first).getAttribute('loading')).toBe('eager');
    expect(photoOf(first).getAttribute('fetchpriority')).toBe('high');
    for (const name of ['Barton Hills Pool 2', 'Barton Hills Pool 3']) {
      const photo = photoOf(screen.getByRole('heading', { name }));
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect(photo.getAttribute('fetchpriority')).toBe('auto');
    }
  });

  it('shows the no-result message and an empty state with Undo Filter', async () => {
    total = 0;
    renderWithProviders(<SearchPage />, { route: '/listing?search=zzzz', path: '/listing' });
    expect(await screen.findByText(Messages.noResult)).toBeTruthy();
    expect(screen.getByText('No spaces match your search')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Undo Filter' })).toHaveLength(2);
  });

  it('says so and searches without a location when the address cannot be placed', async () => {
    geocodable = false;
    renderWithProviders(<SearchPage />, { route: '/listing?address=Atlantis&r=25', path: '/listing' });
    expect(await screen.findByText(/We couldn’t find “Atlantis” on the map/)).toBeTruthy();
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(lastSearch().has('coordinateRange')).toBe(false);
    expect(screen.getByText('2 spaces')).toBeTruthy();
  });
});
