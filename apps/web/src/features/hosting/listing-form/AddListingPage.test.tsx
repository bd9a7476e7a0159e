import { Messages, type Category } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../../test/render.tsx';
import { AddListingPage } from './AddListingPage.tsx';
import { FakeXhr } from './fake-xhr.ts';

const backyard: Category = {
  uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d',
  name: 'Backyard',
  slots: false,
  slotPrefix: null,
};
const court: Category = {
  uuid: '6d1f2c87-4a95-4f68-9f2e-74f21630aa2e',
  name: 'Tennis Court',
  slots: true,
  slotPrefix: 'Court',
};
const grill = { uuid: '7e2a3d98-5ba6-4079-8a3f-85a32741bb3f', name: 'Grill' };
const wifi = { uuid: '8f3b4ea9-6cb7-418a-9b4a-96b43852cc40', name: 'Wi-Fi' };

const user = (host: boolean) =>
  ({ uuid: '21fa0382-9068-4983-92fc-a89ce896d118', host, emailVerified: true, phoneVerified: true }) as const;

const fetchMock = vi.fn();
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let previews = 0;
  // jsdom has no object URLs; the URL class itself must stay (the router resolves paths with it).
  Object.assign(URL, { createObjectURL: () => `blob:preview-${(previews += 1)}`, revokeObjectURL: () => undefined });
  sessionStore.set({
    user: user(true),
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/category/viewall/public')) return jsonResponse(200, { data: [backyard, court] });
    if (url.endsWith('/amenity/viewall')) return jsonResponse(200, { data: [grill, wifi] });
    if (url.includes('/location/find/places/')) return jsonResponse(200, ['1 Main St, Austin, TX 78701, US']);
    if (url.includes('/location/get/address/'))
      return jsonResponse(200, [
        {
          address: '1 Main St, Austin, TX 78701, US',
          coordinates: { latitude: 30.27, longitude: -97.74 },
          zipcode: '78701',
        },
      ]);
    if (url.includes('/location/get/timezone/30.27/-97.74'))
      return jsonResponse(200, { timezone: { id: 'America/Chicago' } });
    if (url.endsWith('/user/becomehost') && init?.method === 'PUT')
      return jsonResponse(200, { data: { user: user(true) }, message: Messages.becameHost });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

/** The snackbar (notistack's alert), not the field's helper text with the same words. */
const expectSnackbar = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true));

/** The text a field's aria-describedby points at: its helper or error text. */
const descriptionOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const png = (name: string) => new File([new Uint8Array(500)], name, { type: 'image/png' });

async function chooseCategory(name: string) {
  const category = await screen.findByRole('combobox', { name: 'Category' });
  await waitFor(() => expect(within(category).queryByRole('option', { name })).toBeTruthy());
  await userEvent.setup().selectOptions(category, name);
}

async function fillEverything() {
  await chooseCategory('Backyard');
  fill('Title', 'Sunny Backyard');
  fill('Description', 'A lawn with a grill.');
  // Typed as a person does: the field loads its suggestions when it gets the focus.
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Address'), '1 Main');
  await user.click(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701, US' }));
  await waitFor(() => expect((screen.getByLabelText('Zipcode') as HTMLInputElement).value).toBe('78701'));
  await screen.findByText('Times of this listing are in Central Time (America/Chicago).');
  fill('Rent per hour', '25');
  fill('Maximum adults', '6');
  fill('Maximum children', '2');
  fill('Maximum infants', '0');
  await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Grill' }));
}

const addPhotos = (...files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Photo files'), files);
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Submit listing' }));

describe('add listing', { timeout: 60_000 }, () => {
  it('leads a customer who is not a host through becoming one, then shows the form', async () => {
    sessionStore.updateUser({ host: false });
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    expect(screen.getByRole('heading', { name: 'Become a host to list your space' })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Become a host' }));
    expect(await screen.findByText(Messages.becameHost)).toBeTruthy();
    expect(await screen.findByLabelText('Title')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/user/becomehost') && init?.method === 'PUT'),
    ).toBe(true);
  });

  it('asks for every detail before anything is sent: one snackbar, each field saying what it needs', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await screen.findByRole('checkbox', { name: 'Grill' });
    await submit();
    await expectSnackbar(Messages.provideAllDetails);
    expect(screen.getAllByText(Messages.provideAllDetails)).toHaveLength(1);
    for (const [label, text] of [
      ['Title', Messages.listingTitleRequired],
      ['Description', Messages.listingDescriptionRequired],
      ['Category', Messages.listingCategoryRequired],
      ['Address', Messages.listingAddressRequired],
      ['Zipcode', Messages.listingZipcodeRequired],
      ['Rent per hour', Messages.listingRentRequired],
      ['Maximum adults', Messages.listingAdultsRequired],
      ['Maximum children', Messages.listingChildrenRequired],
      ['Maximum infants', Messages.listingInfantsRequired],
    ] as const) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(label)).toBe(text);
    }
    expect(screen.getByText(Messages.addAtLeastThreeImages)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));

    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('moves the focus to the photos when they are all that is missing', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    await addPhotos(png('a.png'));
    await submit();
    await expectSnackbar(Messages.addAtLeastThreeImages);
    const choose = screen.getByRole('button', { name: 'Choose photos' });
    await waitFor(() => expect(document.activeElement).toBe(choose));
    expect(document.getElementById(choose.getAttribute('aria-describedby')!)?.textContent).toBe(
      Messages.addAtLeastThreeImages,
    );
  });

  it('takes the zipcode of a newly picked address, or none', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/location/find/places/')) return jsonResponse(200, ['Venice, IT']);
      if (url.includes('/location/get/address/'))
        return jsonResponse(200, [
          { address: 'Venice, IT', coordinates: { latitude: 45.44, longitude: 12.33 }, zipcode: '' },
        ]);
      if (url.includes('/location/get/timezone/')) return jsonResponse(200, { timezone: { id: 'Europe/Rome' } });
      throw new Error(`unexpected call ${url}`);
    });
    const user = userEvent.setup();
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Venice');
    await user.click(await screen.findByRole('option', { name: 'Venice, IT' }));
    await screen.findByText('Times of this listing are in Central European Time (Europe/Rome).');
    expect((screen.getByLabelText('Zipcode') as HTMLInputElement).value).toBe('');
  });

  it('enables slots only for categories with slots, at least 1', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    const slots = () => screen.getByLabelText('Slots') as HTMLInputElement;
    expect(slots().disabled).toBe(true);
    await chooseCategory('Tennis Court');
    expect(slots().disabled).toBe(false);
    expect(slots().value).toBe('1');
    fill('Slots', '0');
    await submit();
    expect(await screen.findByText(Messages.slotsRequired)).toBeTruthy();
    expect(slots().getAttribute('aria-invalid')).toBe('true');
    await chooseCategory('Backyard');
    expect(slots().disabled).toBe(true);
    expect(slots().value).toBe('');
    expect(slots().placeholder).toBe(Messages.slotsNotAvailableForCategory);
  });

  it('refuses negative rent and guest limits', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    fill('Rent per hour', '-5');
    fill('Maximum children', '-1');
    await addPhotos(png('a.png'), png('b.png'), png('c.png'));
    await submit();
    await expectSnackbar(Messages.rentNegative);
    expect(screen.getByLabelText('Maximum children').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('needs at least 3 photos', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    await addPhotos(png('a.png'), png('b.png'));
    await submit();
    await expectSnackbar(Messages.addAtLeastThreeImages);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('sends the listing as multipart with upload progress, then goes to Manage Listings', async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    await addPhotos(png('a.png'), png('b.png'), png('c.png'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await submit();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/venue/create');
    expect(request.headers.authorization).toBe('Bearer access');
    expect(request.fields()).toEqual({
      title: 'Sunny Backyard',
      description: 'A lawn with a grill.',
      status: '1',
      rent: '25',
      categoryId: backyard.uuid,
      amenityIds: JSON.stringify([grill.uuid]),
      images: ['a.png', 'c.png', 'b.png'],
      latitude: '30.27',
      longitude: '-97.74',
      zipcode: '78701',
      address: '1 Main St, Austin, TX 78701, US',
      guestLimit: '{"adults":6,"children":2,"infants":0}',
      timezone: 'America/Chicago',
    });

    act(() => request.progress(0.42));
    expect(screen.getByText('Uploading photos… 42%')).toBeTruthy();
    expect(within(screen.getByRole('progressbar', { name: 'Uploading photos… 42%' })).queryByRole('img')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit listing' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => request.respond(201, { data: {}, message: Messages.listingSubmitted }));
    await expectSnackbar(Messages.listingSubmitted);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/managelistings'));
  });

  it("shows the server's refusal and keeps the form", async () => {
    renderWithProviders(<AddListingPage />, { route: '/addlisting' });
    await fillEverything();
    await addPhotos(png('a.png'), png('b.png'), png('c.png'));
    await submit();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() =>
      FakeXhr.requests[0]!.respond(400, {
        message: Messages.imageInvalid,
        details: { images: [Messages.imageInvalid] },
      }),
    );
    // Said in the form, next to its submit button (and focused), not again in a snackbar.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(Messages.imageInvalid));
    await settle();
    expect(screen.getAllByText(Messages.imageInvalid)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/addlisting');
    // The message is shown as the request fails; the form is enabled again when its submit handler finishes.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit listing' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Sunny Backyard');
  });
});
