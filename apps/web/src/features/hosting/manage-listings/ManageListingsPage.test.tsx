import { Messages, type VenueDetail } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ManageListingsPage } from './ManageListingsPage.tsx';

vi.mock('../schedule/ScheduleDialog.tsx', () => ({
  ScheduleDialog: ({ venueId, onClose }: { venueId: string; onClose: () => void }) => (
    <div role="dialog" aria-label="Manage schedule">
      schedule of {venueId}
      <button onClick={onClose}>Close schedule</button>
    </div>
  ),
}));

const venue = (overrides: Partial<VenueDetail>): VenueDetail =>
  ({
    uuid: 'f06203aa-dc68-40c3-9149-59d6c67cf931',
    title: 'Chelsea Skyline Rooftop',
    description: 'A planted roof deck with string lights.',
    images: ['uploads/a.webp'],
    thumbnails: ['uploads/a-thumb.webp'],
    rent: 145,
    category: { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Rooftop', slots: false, slotPrefix: null },
    approved: true,
    rejectionReason: null,
    status: 1,
    slots: null,
    timezone: 'America/New_York',
    ...overrides,
  }) as VenueDetail;

const rooftop = venue({});
const pending = venue({
  uuid: '6a2f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a11',
  title: 'Fishtown Courtyard Garden',
  rent: 25.5,
  approved: false,
  category: { uuid: '0e7f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Garden', slots: false, slotPrefix: null },
});
const rejected = venue({
  uuid: '7b3f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a22',
  title: 'Dark Basement',
  approved: false,
  rejectionReason: 'The photos do not show the space',
  status: 2,
});

let hosted: VenueDetail[] = [];
let deleteAnswer: { status: number; body: unknown } = { status: 200, body: {} };
const calls: string[] = [];

function signIn(user: Partial<Session['user']> = {}) {
  sessionStore.set({
    user: {
      uuid: '21fa0382-9068-4983-92fc-a89ce896d118',
      displayName: 'Harper Host',
      displayImage: null,
      emailVerified: true,
      phoneVerified: true,
      host: true,
      ...user,
    },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

beforeEach(() => {
  hosted = [rooftop, pending, rejected];
  deleteAnswer = { status: 200, body: { data: {}, message: Messages.deletedSuccessfully } };
  calls.length = 0;
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/venue/viewall/hosted')) return jsonResponse(200, { data: hosted });
      const deleted = /\/venue\/([^/]+)\/delete$/.exec(url);
      if (deleted && init?.method === 'DELETE') {
        if (deleteAnswer.status === 200) hosted = hosted.filter((item) => item.uuid !== deleted[1]);
        return jsonResponse(deleteAnswer.status, deleteAnswer.body);
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

// The first render of a file loads MUI and the page: give it more than findBy's default second.
const findCard = (title: string) => screen.findByRole('heading', { name: title });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('manage listings', () => {
  it('shows the host, the count and each listing with its price, category, badges and actions', async () => {
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    expect(await findCard(rooftop.title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Listings' })).toBeTruthy();
    expect(screen.getByText('Harper Host')).toBeTruthy();
    expect(screen.getByText('H')).toBeTruthy();
    expect(screen.getByText('3 listings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add listing' }).getAttribute('href')).toBe('/addlisting');

    const first = within(card(rooftop.title));
    expect(first.getByText('$145')).toBeTruthy();
    expect(first.getByText('Rooftop')).toBeTruthy();
    expect(first.getByText(rooftop.description)).toBeTruthy();
    expect(first.queryByText(Messages.pendingApproval)).toBeNull();
    const id = rooftop.uuid;
    expect(first.getByRole('link', { name: 'Block dates' }).getAttribute('href')).toBe(`/blockedDates/${id}`);
    expect(first.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/editlisting/${id}`);
    expect(first.getByRole('link', { name: 'View Preview' }).getAttribute('href')).toBe(`/view-detail/${id}`);
    expect(first.getByRole('link', { name: 'View Reservations' }).getAttribute('href')).toBe(
      `/view-reservations/${id}`,
    );
    expect(first.getByRole('button', { name: 'Schedule' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete' })).toBeTruthy();
    // The cover photo is decorative (alt=""): the title names the card.
    expect(card(rooftop.title).querySelector('img')?.getAttribute('src')).toBe('/uploads/a-thumb.webp');

    const second = within(card(pending.title));
    expect(second.getByText(Messages.pendingApproval)).toBeTruthy();
    expect(second.getByText('$25.50')).toBeTruthy();

    const third = within(card(rejected.title));
    expect(third.getByText('Rejected')).toBeTruthy();
    expect(third.getByText(/The photos do not show the space/)).toBeTruthy();
    expect(third.getByText('Inactive')).toBeTruthy();
    expect(third.queryByText(Messages.pendingApproval)).toBeNull();
  });

  it('says a listing an admin unpublished is unpublished, and why, instead of merely inactive', async () => {
    const takenDown = venue({
      uuid: '8c4f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a33',
      title: 'Flooded Court',
      status: 2,
      unpublishReason: 'The court is flooded in every photo',
    } as Partial<VenueDetail>);
    hosted = [rooftop, takenDown];
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    await findCard(takenDown.title);
    const item = within(card(takenDown.title));
    expect(item.getByText('Unpublished')).toBeTruthy();
    expect(item.getByText(/Unpublished by an admin: The court is flooded in every photo\./)).toBeTruthy();
    expect(item.queryByText('Inactive')).toBeNull();
    expect(within(card(rooftop.title)).queryByText('Unpublished')).toBeNull();
  });

  it('opens the schedule dialog for one listing only while it is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    await findCard(rooftop.title);
    expect(screen.queryByRole('dialog', { name: 'Manage schedule' })).toBeNull();
    await user.click(within(card(pending.title)).getByRole('button', { name: 'Schedule' }));
    expect((await screen.findByRole('dialog', { name: 'Manage schedule' })).textContent).toContain(pending.uuid);
    await user.click(screen.getByRole('button', { name: 'Close schedule' }));
    expect(screen.queryByRole('dialog', { name: 'Manage schedule' })).toBeNull();
  });

  it('shows the server refusing to delete a listing with upcoming bookings, and keeps the listing', async () => {
    const refusal = `${Messages.listingHasUpcomingBookings} (1 upcoming)`;
    deleteAnswer = { status: 409, body: { message: refusal } };
    const user = userEvent.setup();
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    await findCard(rooftop.title);
    await user.click(within(card(rooftop.title)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByText(rooftop.title)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(within(dialog).getByRole('link', { name: 'See its reservations' }).getAttribute('href')).toBe(
      `/view-reservations/${rooftop.uuid}`,
    );
    expect(calls).toContain(`DELETE /api/v1/venue/${rooftop.uuid}/delete`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(card(rooftop.title)).toBeTruthy();
    expect(screen.getByText('3 listings')).toBeTruthy();
  });

  it('deletes a listing after confirmation with the spec message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    await findCard(pending.title);
    await user.click(within(card(pending.title)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.deletedSuccessfully)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: pending.title })).toBeNull());
    expect(screen.getByText('2 listings')).toBeTruthy();
  });

  it('leads a host without listings to Add listing', async () => {
    hosted = [];
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    expect(await screen.findByText('No listings yet')).toBeTruthy();
    expect(screen.getByText('0 listings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first listing' }).getAttribute('href')).toBe('/addlisting');
  });

  it('offers Try again when the listings cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? jsonResponse(500, { message: 'Server error' }) : jsonResponse(200, { data: [rooftop] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    expect(await screen.findByText('Your listings could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard(rooftop.title)).toBeTruthy();
  });

  it('leads an account that is not a host to Become a host', async () => {
    signIn({ host: false });
    renderWithProviders(<ManageListingsPage />, { route: '/managelistings' });
    expect(await screen.findByRole('link', { name: 'Become a host' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
