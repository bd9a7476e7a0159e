import { AdminMessages, type AdminAmenity, type AdminCategory } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminCatalogPage } from './AdminCatalogPage.tsx';
import { jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const parking: AdminCategory = {
  uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  name: 'Parking',
  slots: true,
  slotPrefix: 'Space',
  listingCount: 3,
  deletedListingCount: 0,
};
const pool: AdminCategory = {
  uuid: '6d1f2c87-4a95-4068-9a0e-74f2163a0a2e',
  name: 'Pool',
  slots: false,
  slotPrefix: null,
  listingCount: 0,
  deletedListingCount: 0,
};
/** Used only by a listing its host deleted: its bookings still point at it. */
const studio: AdminCategory = {
  uuid: '9a425fba-7d1f-439b-8d31-a725496d3d51',
  name: 'Studio',
  slots: false,
  slotPrefix: null,
  listingCount: 0,
  deletedListingCount: 1,
};
const wifi: AdminAmenity = {
  uuid: '7e203d98-5ba6-4179-8b1f-8503274b1b3f',
  name: 'Wi-Fi',
  listingCount: 5,
  deletedListingCount: 2,
};

let calls: FetchCall[];
let categories: AdminCategory[];

beforeEach(() => {
  signInAdmin();
  categories = [parking, pool, studio];
  calls = mockFetch(({ method, url, body }) => {
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/admin/category/viewall') return jsonResponse(200, { data: categories });
    if (path === '/admin/amenity/viewall') return jsonResponse(200, { data: [wifi] });
    if (method === 'POST' && path === '/admin/category/create') {
      const input = body as { name: string; slots: boolean; slotPrefix: string | null };
      if (input.name.toLowerCase() === 'pool') return jsonResponse(409, { message: AdminMessages.categoryNameTaken });
      const saved = { uuid: '8f314ea9-6cb7-428a-9c20-9614385c2c40', ...input, listingCount: 0, deletedListingCount: 0 };
      categories = [...categories, saved];
      return jsonResponse(201, { data: saved, message: AdminMessages.created });
    }
    if (method === 'PUT' && path === `/admin/amenity/${wifi.uuid}/update`) {
      return jsonResponse(200, { data: { ...wifi, ...(body as object) }, message: AdminMessages.updated });
    }
    if (method === 'DELETE' && path === `/admin/category/${parking.uuid}/delete`) {
      return jsonResponse(409, { message: AdminMessages.categoryInUse });
    }
    if (method === 'DELETE' && path === `/admin/category/${pool.uuid}/delete`) {
      categories = categories.filter((item) => item.uuid !== pool.uuid);
      return jsonResponse(200, { data: { uuid: pool.uuid }, message: 'Deleted Successfully' });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('admin catalog page', () => {
  it('lists categories (slots, prefix, listings) and amenities', async () => {
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    const table = await screen.findByRole('table', { name: 'Categories' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'Space', '3', 'EditDelete']);
    expect(within(second!).getByRole('rowheader').textContent).toBe('Pool');
    expect(within(second!).getByText('—')).toBeTruthy();
    const amenities = await screen.findByRole('table', { name: 'Amenities' });
    expect(within(amenities).getByText('Wi-Fi')).toBeTruthy();
    expect(within(amenities).queryByText('Slot prefix')).toBeNull();
  });

  it('checks a new category with the contract messages, shows the slot prefix only with slots, and creates it', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    queryClient.setQueryData(['categories'], []);
    await screen.findByRole('table', { name: 'Categories' });
    await user.click(within(section('Categories')).getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    expect(within(dialog).queryByLabelText(/Slot prefix/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(AdminMessages.categoryNameRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Name/), 'Tennis court');
    await user.click(within(dialog).getByLabelText('Split into numbered slots'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(AdminMessages.slotPrefixRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Slot prefix/), 'Court');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Tennis court',
      slots: true,
      slotPrefix: 'Court',
    });
    expect(await screen.findByText(AdminMessages.created)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Tennis court' })).toBeTruthy();
    // The app-wide list (search filters, listing forms) reloads.
    expect(queryClient.getQueryState(['categories'])!.isInvalidated).toBe(true);
  });

  it('shows a taken name under the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await screen.findByRole('table', { name: 'Categories' });
    await user.click(within(section('Categories')).getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText(/Name/), 'pool');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AdminMessages.categoryNameTaken)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('does not let the slots setting of a category in use change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Edit Parking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect((within(dialog).getByLabelText('Split into numbered slots') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Used by 3 listings: the slots setting cannot change.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Slot prefix/) as HTMLInputElement).value).toBe('Space');
  });

  it('does not let the slots setting change when only deleted listings use the category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Edit Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect((within(dialog).getByLabelText('Split into numbered slots') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Used by 1 deleted listing: the slots setting cannot change.')).toBeTruthy();
  });

  it('edits an amenity name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Edit Wi-Fi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit amenity' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Fast Wi-Fi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/v1/admin/amenity/${wifi.uuid}/update`);
    expect(put.body).toEqual({ name: 'Fast Wi-Fi' });
  });

  it('offers no Delete for a category or amenity in use, and says why; deletes one that is not', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cannot delete category “Parking”' });
    expect(
      within(dialog).getByText('It is used by 3 listings, so it cannot be deleted. You can still rename it.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Deleted listings count too: the server refuses while any listing, deleted or not, points at it.
    await user.click(screen.getByRole('button', { name: 'Delete Studio' }));
    dialog = await screen.findByRole('dialog', { name: 'Cannot delete category “Studio”' });
    expect(
      within(dialog).getByText(
        'It is used by 1 deleted listing (its bookings keep pointing at it), so it cannot be deleted. You can still rename it.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete Wi-Fi' }));
    dialog = await screen.findByRole('dialog', { name: 'Cannot delete amenity “Wi-Fi”' });
    expect(
      within(dialog).getByText(
        'It is used by 5 listings and 2 deleted listings (their bookings keep pointing at it), so it cannot be deleted. You can still rename it.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete Pool' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete category “Pool”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Pool' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      `/api/v1/admin/category/${pool.uuid}/delete`,
    ]);
  });

  it('still shows the refusal when a listing took the entry up since the list was read', async () => {
    const user = userEvent.setup();
    categories = [{ ...parking, listingCount: 0 }];
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Delete Parking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category “Parking”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(AdminMessages.categoryInUse)).toBeTruthy();
  });

  it('shows the error state with Try again for each list', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url.pathname.endsWith('/viewall')
        ? fail
          ? jsonResponse(500, { message: 'Server down' })
          : jsonResponse(200, { data: [] })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminCatalogPage />, { route: '/admin/catalog' });
    expect(await screen.findByText('Categories could not be loaded')).toBeTruthy();
    expect(await screen.findByText('Amenities could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(within(section('Categories')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });
});
