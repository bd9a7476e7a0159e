import { AdminMessages, type AdminListing } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { adminListing, signInAsAdmin, stubApi, type ApiCall } from './admin-fixtures.test-support.ts';
import { AdminListingsPage } from './AdminListingsPage.tsx';

const garden = adminListing({ state: 'approved' });
const basement = adminListing({
  uuid: '7b3f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a22',
  title: 'Dark Basement',
  state: 'unpublished',
  unpublishReason: 'Reported as unsafe',
  image: null,
});
const categories = [
  { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Garden', slots: false, slotPrefix: null },
  { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Rooftop', slots: false, slotPrefix: null },
];

let listings: AdminListing[] = [];
let count = 0;
const calls: ApiCall[] = [];

beforeEach(() => {
  signInAsAdmin();
  listings = [garden, basement];
  count = 2;
  calls.length = 0;
  stubApi(calls, ({ method, url, body }) => {
    if (url.includes('/category/viewall')) return jsonResponse(200, { data: categories });
    if (url.includes('/admin/listings')) return jsonResponse(200, { data: listings, count });
    const change = /\/admin\/venue\/([^/]+)\/(unpublish|restore)$/.exec(url);
    if (change && method === 'PUT') {
      if (!(body as { reason?: string }).reason) return jsonResponse(400, { message: AdminMessages.reasonRequired });
      const listing = listings.find((item) => item.uuid === change[1])!;
      const unpublish = change[2] === 'unpublish';
      const changed: AdminListing = {
        ...listing,
        state: unpublish ? 'unpublished' : 'approved',
        unpublishReason: unpublish ? (body as { reason: string }).reason : null,
      };
      listings = listings.map((item) => (item.uuid === listing.uuid ? changed : item));
      return jsonResponse(200, {
        data: changed,
        message: unpublish ? AdminMessages.listingUnpublished : AdminMessages.listingRestored,
      });
    }
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = (route = '/admin/listings') => renderWithProviders(<AdminListingsPage />, { route });
const row = (title: string) => screen.findByRole('article', { name: title });
const listingQueries = () => calls.filter((call) => call.url.includes('/admin/listings')).map((call) => call.query);

describe('admin listings', () => {
  it('shows each listing with host, category, state, date and its actions', async () => {
    open();
    const first = within(await row(garden.title));
    expect(document.title).toContain('Listings');
    expect(first.getByText('Approved')).toBeTruthy();
    expect(first.getByText('Harper Host · host@hourlyspaces.test')).toBeTruthy();
    expect(first.getByText('Garden · Created 1 Nov 2026')).toBeTruthy();
    expect(first.getByRole('link', { name: `Open ${garden.title}` }).getAttribute('href')).toBe(
      `/view-detail/${garden.uuid}`,
    );
    expect(first.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    const second = within(await row(basement.title));
    expect(second.getByText('Unpublished')).toBeTruthy();
    expect(second.getByText('Reported as unsafe')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.getByText('2 listings found')).toBeTruthy();
  });

  it('reads its filters from the URL and writes changes back to it', async () => {
    const user = userEvent.setup();
    open(`/admin/listings?state=rejected&category=${categories[1]!.uuid}&host=harper&page=2`);
    await row(garden.title);
    const first = listingQueries()[0]!;
    expect(first.get('state')).toBe('rejected');
    expect(first.get('category')).toBe(categories[1]!.uuid);
    expect(first.get('host')).toBe('harper');
    expect(first.get('page')).toBe('2');
    expect((screen.getByRole('searchbox', { name: 'Host' }) as HTMLInputElement).value).toBe('harper');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pending');
    // A new filter starts again at page 1.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/admin/listings?state=pending&category=${categories[1]!.uuid}&host=harper`,
      ),
    );
    await waitFor(() => expect(listingQueries().at(-1)!.get('state')).toBe('pending'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/listings'));
  });

  it('requires a reason to unpublish, then shows the listing unpublished', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await row(garden.title)).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: `Unpublish ${garden.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(within(dialog).getByText(AdminMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Misleading photos');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(AdminMessages.listingUnpublished)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'Misleading photos' });
    await waitFor(async () => expect(within(await row(garden.title)).getByText('Misleading photos')).toBeTruthy());
  });

  it('restores with a reason', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await row(basement.title)).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: `Restore ${basement.title}?` });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Checked on site');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(AdminMessages.listingRestored)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(`/api/v1/admin/venue/${basement.uuid}/restore`);
  });

  it('pages through many results', async () => {
    count = 45;
    const user = userEvent.setup();
    open();
    await row(garden.title);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/listings?page=3'));
    await waitFor(() => expect(screen.getByText('41–45 of 45')).toBeTruthy());
  });

  it('says when no listing matches', async () => {
    listings = [];
    count = 0;
    open('/admin/listings?search=nothing');
    expect(await screen.findByText('No listings match these filters')).toBeTruthy();
  });
});
