import { Messages, type AdminListing } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import {
  adminListing,
  screenWidth,
  signInAsAdmin,
  venueOf,
  stubApi,
  type ApiCall,
} from './admin-fixtures.test-support.ts';
import { AdminApprovalsPage } from './AdminApprovalsPage.tsx';

vi.mock('../../components/map/LazyListingsMap.tsx', () => ({
  LazyListingsMap: ({ ariaLabel }: { ariaLabel: string }) => <div role="region" aria-label={ariaLabel} />,
}));

const garden = adminListing();
const rooftop = adminListing({
  uuid: '6a2f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a11',
  title: 'Chelsea Skyline Rooftop',
  createdAt: '2026-11-03T10:00:00.000Z',
});
const pool = adminListing({ uuid: '7b3f61c4-2d5e-4a8e-9d6b-1f5b1c0f8a22', title: 'Austin Pool' });

let queue: AdminListing[] = [];
let queueStatus = 200;
const calls: ApiCall[] = [];

beforeEach(() => {
  signInAsAdmin();
  queue = [garden, rooftop, pool];
  queueStatus = 200;
  calls.length = 0;
  vi.stubGlobal('matchMedia', screenWidth(1280));
  stubApi(calls, ({ method, url, body }) => {
    if (url.includes('/admin/listings')) {
      return queueStatus === 200
        ? jsonResponse(200, { data: queue, count: queue.length })
        : jsonResponse(queueStatus, { message: 'Server error' });
    }
    const view = /\/venue\/([^/]+)\/view$/.exec(url);
    if (view) {
      const listing = queue.find((item) => item.uuid === view[1]) ?? garden;
      return jsonResponse(200, {
        data: venueOf(listing, {
          schedules: [{ date: '2099-01-01', status: 1, intervals: [{ time: '09:00', status: 1, slots: [] }] }],
        }),
      });
    }
    if (url.endsWith('/admin/venue/approve') && method === 'POST') {
      const ids = (body as { ids: string[] }).ids;
      const approved = ids.filter((id) => id !== pool.uuid);
      queue = queue.filter((item) => !approved.includes(item.uuid));
      return jsonResponse(200, {
        data: { approved, skipped: ids.filter((id) => id === pool.uuid) },
        message: 'Listings approved',
      });
    }
    const decision = /\/admin\/venue\/([^/]+)\/(approve|reject)$/.exec(url);
    if (decision && method === 'PUT') {
      const listing = queue.find((item) => item.uuid === decision[1])!;
      queue = queue.filter((item) => item !== listing);
      const approved = decision[2] === 'approve';
      return jsonResponse(200, {
        data: venueOf(listing, { approved, rejectionReason: approved ? null : (body as { reason: string }).reason }),
        message: approved ? Messages.listingApproved : Messages.listingRejected,
      });
    }
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = () => renderWithProviders(<AdminApprovalsPage />, { route: '/admin/approvals' });
const queueList = () => screen.findByRole('list', { name: 'Listings waiting for approval' });

describe('approval queue', () => {
  it('asks for pending listings oldest first and previews the oldest with everything to judge it', async () => {
    open();
    await queueList();
    const query = calls[0]!.query;
    expect(query.get('state')).toBe('pending');
    expect(query.get('sort')).toBe('oldest');
    expect(document.title).toContain('Approvals');
    expect(screen.getByText('3 listings waiting, oldest first')).toBeTruthy();

    const preview = screen.getByRole('article', { name: garden.title });
    expect(within(preview).getByText('$25.50 per hour')).toBeTruthy();
    expect(await within(preview).findByText('A quiet courtyard.')).toBeTruthy();
    expect(within(preview).getByText('Cover')).toBeTruthy();
    expect(within(preview).getAllByRole('img', { name: /photo \d of 3/ })).toHaveLength(3);
    expect(within(preview).getByRole('region', { name: `Map showing where ${garden.title} is` })).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'host@hourlyspaces.test' })).toBeTruthy();
    expect(within(preview).getByText('12 adults · 2 children · no infants')).toBeTruthy();
    expect(within(preview).getByText('Wi-Fi')).toBeTruthy();
    expect(within(preview).getByText(/Open 0 of the next 14 days/)).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'Open listing page' }).getAttribute('href')).toBe(
      `/view-detail/${garden.uuid}`,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(rooftop.title) }));
    expect(await screen.findByRole('article', { name: rooftop.title })).toBeTruthy();
  });

  it('counts the selection and approves it in bulk, naming what was approved and skipped', async () => {
    const user = userEvent.setup();
    open();
    await queueList();
    const bulk = () => screen.getByRole('button', { name: /Approve selected/ });
    expect(bulk().textContent).toBe('Approve selected (0)');
    expect((bulk() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: `Select ${garden.title}` }));
    expect(bulk().textContent).toBe('Approve selected (1)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bulk().textContent).toBe('Approve selected (3)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bulk().textContent).toBe('Approve selected (0)');
    await user.click(screen.getByRole('checkbox', { name: `Select ${garden.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${pool.title}` }));
    await user.click(bulk());
    expect(
      await screen.findByText(`Approved 1: ${garden.title}. Skipped 1 (no longer waiting): ${pool.title}.`),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [garden.uuid, pool.uuid] });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select ${garden.title}` })).toBeNull());
    expect(bulk().textContent).toBe('Approve selected (0)');
  });

  it('requires a reason to reject, sends it, and moves on to the next listing', async () => {
    const user = userEvent.setup();
    open();
    await queueList();
    await user.click(
      within(screen.getByRole('article', { name: garden.title })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Reject ${garden.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(Messages.rejectionReasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The photos show another place');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(Messages.listingRejected)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/v1/admin/venue/${garden.uuid}/reject`,
      body: { reason: 'The photos show another place' },
    });
    expect(await screen.findByRole('article', { name: rooftop.title })).toBeTruthy();
  });

  it('approves the previewed listing', async () => {
    const user = userEvent.setup();
    open();
    await queueList();
    await user.click(
      within(screen.getByRole('article', { name: garden.title })).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText(Messages.listingApproved)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith(`/${garden.uuid}/approve`))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select ${garden.title}` })).toBeNull());
  });

  it('opens the preview as a full-screen dialog on a phone', async () => {
    vi.stubGlobal('matchMedia', screenWidth(375));
    const user = userEvent.setup();
    open();
    await queueList();
    expect(screen.queryByRole('article', { name: garden.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: new RegExp(garden.title) }));
    const dialog = await screen.findByRole('dialog', { name: garden.title });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing is waiting', async () => {
    queue = [];
    open();
    expect(await screen.findByText('No listings waiting for approval')).toBeTruthy();
  });

  it('offers Try again when the queue cannot be loaded', async () => {
    queueStatus = 500;
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('The approval queue could not be loaded')).toBeTruthy();
    queueStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await queueList()).toBeTruthy();
  });
});
