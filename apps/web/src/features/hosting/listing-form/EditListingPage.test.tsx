import { Messages, type VenueDetail, defaultBookingRules } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { EditListingPage } from './EditListingPage.tsx';
import { FakeXhr } from './fake-xhr.ts';

const hostId = '21fa0382-9068-4983-92fc-a89ce896d118';
const venueId = '90000000-0000-4000-8000-000000000001';
const grill = { uuid: '7e2a3d98-5ba6-4079-8a3f-85a32741bb3f', name: 'Grill' };
const wifi = { uuid: '8f3b4ea9-6cb7-418a-9b4a-96b43852cc40', name: 'Wi-Fi' };

const baseVenue: VenueDetail = {
  uuid: venueId,
  title: 'Sunny Backyard',
  description: 'A lawn with a grill.',
  address: '1 Main St, Austin, TX 78701, US',
  zipcode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  coordinates: { latitude: 30.27, longitude: -97.74 },
  images: ['uploads/a.webp', 'uploads/b.webp', 'uploads/c.webp'],
  thumbnails: ['uploads/a-t.webp', 'uploads/b-t.webp', 'uploads/c-t.webp'],
  rent: 25,
  rating: 0,
  reviewCount: 0,
  category: { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Backyard', slots: false, slotPrefix: null },
  categoryId: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  host: { userId: hostId, name: 'Hana Host', designation: 'Venue Owner' },
  approved: true,
  status: 1,
  slots: null,
  guestLimit: { adults: 6, children: 2, infants: 0 },
  isFavourite: false,
  distance: null,
  rules: defaultBookingRules,
  amenities: [{ ...grill, status: 1 }],
  amenityIds: [grill.uuid],
  timezone: 'America/Chicago',
  schedulingPeriod: 60,
  rejectionReason: null,
  schedules: [],
  reservations: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

let venue: VenueDetail | null;
beforeEach(() => {
  venue = structuredClone(baseVenue);
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let previews = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${(previews += 1)}`, revokeObjectURL: () => undefined });
  sessionStore.set({
    user: { uuid: hostId, host: true, emailVerified: true, phoneVerified: true },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith(`/venue/${venueId}/view`))
        return venue ? jsonResponse(200, { data: venue }) : jsonResponse(404, { message: Messages.listingNotFound });
      if (url.endsWith('/category/viewall/public')) return jsonResponse(200, { data: [baseVenue.category] });
      if (url.endsWith('/amenity/viewall')) return jsonResponse(200, { data: [grill, wifi] });
      if (url.includes('/location/find/places/')) return jsonResponse(200, ['1 Main St, Austin, TX 78701, US']);
      throw new Error(`unexpected call ${url}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const renderPage = () =>
  renderWithProviders(<EditListingPage />, { route: `/editlisting/${venueId}`, path: '/editlisting/:id' });

const expectSnackbar = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true));
const photo = (number: number) => screen.getByRole('listitem', { name: new RegExp(`^Current photo ${number}\\b`) });
const summary = () => screen.getByText(/^Photos after saving:/).textContent;
const save = (name = 'Save changes') => userEvent.setup().click(screen.getByRole('button', { name }));

describe('edit listing', { timeout: 60_000 }, () => {
  it('is prefilled, with the category and slots read-only', async () => {
    renderPage();
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Sunny Backyard');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('A lawn with a grill.');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(baseVenue.address);
    expect((screen.getByLabelText('Rent per hour') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Maximum adults') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('Zipcode') as HTMLInputElement).value).toBe('78701');
    const category = screen.getByLabelText('Category') as HTMLInputElement;
    expect(category.value).toBe('Backyard');
    expect(category.disabled).toBe(true);
    const slots = screen.getByLabelText('Slots') as HTMLInputElement;
    expect(slots.disabled).toBe(true);
    expect(slots.placeholder).toBe(Messages.slotsNotAvailableForCategory);
    expect(((await screen.findByRole('checkbox', { name: 'Grill' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Wi-Fi' }) as HTMLInputElement).checked).toBe(false);
    expect(within(photo(1)).getByText('Cover')).toBeTruthy();
    expect(within(photo(1)).getByRole('img').getAttribute('src')).toBe('/uploads/a-t.webp');
  });

  it('shows the slots of a slot category without letting them change', async () => {
    venue = {
      ...baseVenue,
      slots: 4,
      category: { uuid: baseVenue.categoryId, name: 'Tennis Court', slots: true, slotPrefix: 'Court' },
    };
    renderPage();
    const slots = (await screen.findByLabelText('Slots')) as HTMLInputElement;
    expect(slots.value).toBe('4');
    expect(slots.disabled).toBe(true);
  });

  it('says under each emptied field what it needs, with one snackbar, and focuses the first', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Description'));
    await user.clear(screen.getByLabelText('Maximum children'));
    await save();
    await expectSnackbar(Messages.provideAllDetails);
    expect(screen.getAllByText(Messages.provideAllDetails)).toHaveLength(1);
    expect(screen.getByText(Messages.listingDescriptionRequired)).toBeTruthy();
    expect(screen.getByText(Messages.listingChildrenRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Description')));
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('opens the address suggestions after Backspace', async () => {
    renderPage();
    const address = await screen.findByLabelText('Address');
    await userEvent.setup().type(address, '{Backspace}');
    expect(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701, US' })).toBeTruthy();
  });

  it('counts existing − deleted + new photos, with Undo', async () => {
    renderPage();
    await screen.findByLabelText('Title');
    const events = userEvent.setup({ applyAccept: false });
    expect(summary()).toBe('Photos after saving: 3 (3 kept, 0 new; at least 3).');

    await events.click(within(photo(1)).getByRole('button', { name: 'Delete' }));
    expect(within(photo(1)).getByText('Will be deleted')).toBeTruthy();
    expect(within(photo(2)).getByText('Cover')).toBeTruthy();
    expect(summary()).toBe('Photos after saving: 2 (2 kept, 0 new; at least 3).');
    await save();
    await expectSnackbar(Messages.listingNeedsThreeImages);
    expect(FakeXhr.requests).toHaveLength(0);

    await events.click(within(photo(1)).getByRole('button', { name: 'Undo' }));
    expect(summary()).toBe('Photos after saving: 3 (3 kept, 0 new; at least 3).');
    expect(within(photo(1)).getByText('Cover')).toBeTruthy();

    await events.click(within(photo(1)).getByRole('button', { name: 'Delete' }));
    await events.upload(
      screen.getByLabelText('Photo files'),
      new File([new Uint8Array(10)], 'new.png', { type: 'image/png' }),
    );
    expect(summary()).toBe('Photos after saving: 3 (2 kept, 1 new; at least 3).');
    await save();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`/api/v1/venue/${venueId}/update`);
    const fields = request.fields();
    expect(fields).toMatchObject({
      title: 'Sunny Backyard',
      rent: '25',
      status: '1',
      amenityIds: JSON.stringify([grill.uuid]),
      guestLimit: '{"adults":6,"children":2,"infants":0}',
      timezone: 'America/Chicago',
      images: 'new.png',
      deleteImages: '["uploads/a.webp"]',
    });
    expect(fields).not.toHaveProperty('categoryId');
    expect(fields).not.toHaveProperty('slots');

    act(() => request.respond(200, { data: venue, message: Messages.listingUpdated }));
    await expectSnackbar(Messages.listingUpdated);
    // docs/product/rules.md#states-and-transitions: back to Manage Listings after about a second, not at once.
    expect(screen.getByTestId('location').textContent).toBe(`/editlisting/${venueId}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/managelistings'));
  });

  it("shows a rejected listing's reason and says saving resubmits it", async () => {
    venue = { ...baseVenue, approved: false, rejectionReason: 'Please add a photo of the lawn.' };
    renderPage();
    const alert = await screen.findByText('This listing was not approved');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('Please add a photo of the lawn.')).toBeTruthy();
    expect(within(box).getByText(/saving your changes sends the listing back for approval/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and resubmit' })).toBeTruthy();
  });

  it('says so when the listing does not exist', async () => {
    venue = null;
    renderPage();
    expect(await screen.findByRole('heading', { name: Messages.listingNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Listings' }).getAttribute('href')).toBe('/managelistings');
  });
});
