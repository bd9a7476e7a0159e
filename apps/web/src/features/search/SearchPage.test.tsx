import { Messages, SearchMessages, type VenueCard, defaultBookingRules } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { SearchPage } from './SearchPage.tsx';

// The map as its props see it: its pins, and a person dragging it to a box over east Austin.
vi.mock('../../components/map/LazyListingsMap.tsx', () => ({
  LazyListingsMap: ({
    points,
    onUserMove,
  }: {
    points: { id: string }[];
    onUserMove?: (box: { minLng: number; minLat: number; maxLng: number; maxLat: number }) => void;
  }) => (
    <div>
      <span data-testid="map">{points.length} pins</span>
      <button type="button" onClick={() => onUserMove?.({ minLng: -97.8, minLat: 30.2, maxLng: -97.6, maxLat: 30.35 })}>
        Drag the map
      </button>
    </div>
  ),
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

const wifi = { uuid: '0b1f4a8e-6a53-4c1e-9b2a-1d2c3e4f5a6b', name: 'Wi-Fi' };
const parking = { uuid: '9e8d7c6b-5a49-4382-a716-151413121110', name: 'Parking' };
const bands = [
  { from: 0, to: 10, count: 1 },
  { from: 10, to: 20, count: 5 },
  { from: 20, to: 30, count: 14 },
  { from: 30, to: 40, count: 9 },
  { from: 40, to: 50, count: 0 },
  { from: 50, to: null, count: 3 },
];

let total = 2;
let geocodable = true;
/** The total a `limit=1` search (the filter bar's live count) answers. */
let draftTotal = 23;
const searches: URLSearchParams[] = [];
const counts: URLSearchParams[] = [];
const spreads: URLSearchParams[] = [];

beforeEach(() => {
  total = 2;
  geocodable = true;
  draftTotal = 23;
  searches.length = 0;
  counts.length = 0;
  spreads.length = 0;
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
      if (url.pathname.endsWith('/amenity/viewall')) return jsonResponse(200, { data: [wifi, parking] });
      if (url.pathname.endsWith('/venue/prices/public')) {
        spreads.push(url.searchParams);
        return jsonResponse(200, { data: { bands } });
      }
      if (url.pathname.endsWith('/venue/viewall/public') && url.searchParams.get('limit') === '1') {
        counts.push(url.searchParams);
        return jsonResponse(200, { data: draftTotal ? [cardOf(1)] : [], count: draftTotal });
      }
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

describe('search page: the filter bar', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('writes price, guests, amenities and instant book to the URL on Search, and sends them in their wire form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    await user.type(field('Min price ($/hour)'), '20');
    await user.type(field('Max price ($/hour)'), '80');
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await user.click(await screen.findByRole('button', { name: 'Wi-Fi', pressed: false }));
    await user.click(screen.getByRole('checkbox', { name: 'Instant book only' }));
    // Nothing applies before Search.
    expect(location()).toBe('/listing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe(`/listing?r=50&minPrice=20&maxPrice=80&guests=2&amenities=${wifi.uuid}&instant=1`),
    );
    await waitFor(() => expect(lastSearch().get('minPrice')).toBe('20'));
    expect(lastSearch().get('maxPrice')).toBe('80');
    expect(lastSearch().get('guests')).toBe('2');
    expect(JSON.parse(lastSearch().get('amenityIds')!)).toEqual([wifi.uuid]);
    expect(lastSearch().get('instantBook')).toBe('true');
    expect(lastSearch().has('sort')).toBe(false);
  });

  it('restores the filter bar from the URL', async () => {
    renderWithProviders(<SearchPage />, {
      route: `/listing?minPrice=15&maxPrice=60&guests=3&amenities=${parking.uuid}&instant=1&sort=price_desc`,
      path: '/listing',
    });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    expect(field('Min price ($/hour)').value).toBe('15');
    expect(field('Max price ($/hour)').value).toBe('60');
    expect(within(screen.getByRole('group', { name: 'Guests' })).getByText('3')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Parking', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wi-Fi', pressed: false })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Instant book only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_desc');
    expect(lastSearch().get('minPrice')).toBe('15');
    expect(lastSearch().get('sort')).toBe('price_desc');
    expect(JSON.parse(lastSearch().get('amenityIds')!)).toEqual([parking.uuid]);
    // The draft is the search on screen: no count to show.
    expect(screen.queryByText(/spaces? match/)).toBeNull();
    expect(counts).toHaveLength(0);
  });

  it('steps guests from Any up and back, and toggles amenity chips', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    const guests = screen.getByRole('group', { name: 'Guests' });
    const fewer = within(guests).getByRole('button', { name: 'Fewer guests' }) as HTMLButtonElement;
    expect(within(guests).getByText('Any')).toBeTruthy();
    expect(fewer.disabled).toBe(true);
    await user.click(within(guests).getByRole('button', { name: 'More guests' }));
    expect(within(guests).getByText('1')).toBeTruthy();
    expect(fewer.disabled).toBe(false);
    await user.click(fewer);
    expect(within(guests).getByText('Any')).toBeTruthy();

    const chips = screen.getByRole('group', { name: 'Amenities' });
    await user.click(await within(chips).findByRole('button', { name: 'Parking' }));
    expect(within(chips).getByRole('button', { name: 'Parking' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(chips).getByRole('button', { name: 'Parking' }));
    expect(within(chips).getByRole('button', { name: 'Parking' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('applies the sort at once, keeping the unapplied edits, and offers distance only with a location', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing?sort=distance', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    // No place to measure from: no distance offered, none sent.
    expect(within(sort).queryByRole('option', { name: 'Distance' })).toBeNull();
    expect(sort.value).toBe('relevance');
    expect(lastSearch().has('sort')).toBe(false);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Top rated', 'Newest', 'Most popular', 'Price: low to high', 'Price: high to low']);

    await user.type(screen.getByLabelText('Name'), 'pool');
    await user.selectOptions(sort, 'rating');
    await waitFor(() => expect(location()).toBe('/listing?r=50&sort=rating'));
    await waitFor(() => expect(lastSearch().get('sort')).toBe('rating'));
    expect(field('Name').value).toBe('pool');
  });

  it('sorts by distance from the place searched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing?address=Austin', path: '/listing' });
    expect(await screen.findByText('2 spaces within 50 miles of Austin')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance');
    await waitFor(() => expect(location()).toBe('/listing?address=Austin&r=50&sort=distance'));
    await waitFor(() => expect(lastSearch().get('sort')).toBe('distance'));
    expect(lastSearch().has('coordinateRange')).toBe(true);
  });

  it('counts the draft before Search, and says when nothing would match', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Instant book only' }));
    expect(await screen.findByText('23 spaces match')).toBeTruthy();
    expect(counts.at(-1)!.get('instantBook')).toBe('true');
    expect(counts.at(-1)!.get('limit')).toBe('1');

    draftTotal = 0;
    await user.type(field('Min price ($/hour)'), '900');
    expect(
      await screen.findByText('No spaces match these filters — widen the price or remove an amenity'),
    ).toBeTruthy();
    expect(counts.at(-1)!.get('minPrice')).toBe('900');
    // Still before Search: the URL and the results are the applied search's.
    expect(location()).toBe('/listing');
    expect(searches.every((search) => !search.has('minPrice'))).toBe(true);
  });

  it('draws the prices of matching spaces above the price range, the chosen bands highlighted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: `/listing?search=pool&minPrice=5`, path: '/listing' });
    const histogram = await screen.findByRole('list', { name: 'Prices of matching spaces' });
    expect(within(histogram).getAllByRole('listitem')).toHaveLength(bands.length);
    expect(within(histogram).getByTitle('$20–$30: 14 spaces')).toBeTruthy();
    expect(within(histogram).getByTitle('$0–$10: 1 space')).toBeTruthy();
    expect(within(histogram).getByTitle('$50 and up: 3 spaces')).toBeTruthy();
    // The spread is the search's, without its own price range.
    expect(spreads.at(-1)!.get('search')).toBe('pool');
    expect(spreads.at(-1)!.has('minPrice')).toBe(false);

    await user.clear(field('Min price ($/hour)'));
    await user.type(field('Min price ($/hour)'), '20');
    await user.type(field('Max price ($/hour)'), '40');
    const highlighted = within(histogram)
      .getAllByRole('listitem')
      .filter((band) => band.textContent!.includes('in your price range'))
      .map((band) => band.getAttribute('title'));
    expect(highlighted).toEqual(['$20–$30: 14 spaces', '$30–$40: 9 spaces', '$40–$50: 0 spaces']);
  });

  it('says under a price field when its text is not a price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    await user.type(field('Min price ($/hour)'), '200000');
    expect(screen.getByText(SearchMessages.searchPriceInvalid)).toBeTruthy();
    expect(field('Min price ($/hour)').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an upside-down price range on Search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing', path: '/listing' });
    expect(await screen.findByText('2 spaces')).toBeTruthy();
    await user.type(field('Min price ($/hour)'), '50');
    await user.type(field('Max price ($/hour)'), '20');
    expect(screen.getByText('The highest price cannot be below the lowest')).toBeTruthy();
    // No count for a range the search would refuse.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/spaces? match/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/listing');
    expect(document.activeElement).toBe(field('Max price ($/hour)'));
  });

  it('offers "Search this area" once the map is moved, and searches its visible area instead of the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/listing?address=Austin&sort=distance', path: '/listing' });
    expect(await screen.findByText('2 spaces within 50 miles of Austin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Drag the map' }));
    await user.click(screen.getByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(location()).toBe('/listing?r=50&bbox=-97.8%2C30.2%2C-97.6%2C30.35'));
    await waitFor(() => expect(lastSearch().get('bbox')).toBe('-97.8,30.2,-97.6,30.35'));
    expect(lastSearch().has('coordinateRange')).toBe(false);
    // Distance needs a point: the map's area has none, so the order is the default again.
    expect(lastSearch().has('sort')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
  });
});
