import { AdminMessages, type ContactRequest } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminContactPage } from './AdminContactPage.tsx';
import { jsonResponse, mockFetch, signInAdmin, type FetchCall } from './components/test-fetch.ts';

const request = (n: number, handledAt: string | null): ContactRequest => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: null,
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  phone: '+12025550123',
  message: `Hello,\nline two of message ${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt,
});

let requests: ContactRequest[];
let calls: FetchCall[];

beforeEach(() => {
  signInAdmin();
  requests = [request(1, null), request(2, null), request(3, '2026-11-21T10:00:00.000Z')];
  calls = mockFetch(({ method, url, body }) => {
    if (url.pathname === '/api/v1/admin/contact/viewall') {
      const handled = url.searchParams.get('handled');
      const matching = requests.filter((item) =>
        handled === null ? true : (item.handledAt !== null) === (handled === 'true'),
      );
      const limit = Number(url.searchParams.get('limit'));
      return jsonResponse(200, { data: matching.slice(0, limit), count: matching.length });
    }
    const handledPath = /^\/api\/v1\/admin\/contact\/([^/]+)\/handled$/.exec(url.pathname);
    if (method === 'PUT' && handledPath) {
      const { handled } = body as { handled: boolean };
      requests = requests.map((item) =>
        item.uuid === handledPath[1] ? { ...item, handledAt: handled ? '2026-11-25T10:00:00.000Z' : null } : item,
      );
      return jsonResponse(200, {
        data: requests.find((item) => item.uuid === handledPath[1]),
        message: handled ? AdminMessages.contactHandled : AdminMessages.contactUnhandled,
      });
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('admin contact page', () => {
  it('shows the open requests with counts on every tab, the message with its line breaks and a reply link', async () => {
    renderWithProviders(<AdminContactPage />, { route: '/admin/contact' });
    const list = await screen.findByRole('list', { name: 'Open requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Open 2' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Handled 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All 3' })).toBeTruthy();
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Sender 1' })).toBeTruthy();
    expect(
      first.getByText('Hello, line two of message 1', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
    const message = first.getByText(/line two of message 1/);
    expect(message.textContent).toBe('Hello,\nline two of message 1');
    expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    expect(first.getByRole('link', { name: 'Reply to Sender 1 by email' }).getAttribute('href')).toMatch(
      /^mailto:sender1@example\.com\?subject=/,
    );
    expect(first.getByRole('link', { name: 'sender1@example.com' })).toBeTruthy();
    const searches = calls.map((call) => call.url.searchParams.toString());
    expect(searches).toContain('handled=false&page=1&limit=20');
    // The tab counts read one row each.
    expect(searches).toEqual(expect.arrayContaining(['handled=true&page=1&limit=1', 'page=1&limit=1']));
  });

  it('marks a request handled: it leaves the open tab and the counts move', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminContactPage />, { route: '/admin/contact' });
    const list = await screen.findByRole('list', { name: 'Open requests' });
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText(AdminMessages.contactHandled)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByRole('tab', { name: 'Handled 2' })).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ handled: true });
  });

  it('shows handled ones on their tab, from the URL, with Mark not handled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminContactPage />, { route: '/admin/contact' });
    await screen.findByRole('list', { name: 'Open requests' });
    await user.click(screen.getByRole('tab', { name: /Handled/ }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/contact?tab=handled');
    const list = await screen.findByRole('list', { name: 'Handled requests' });
    const item = within(within(list).getByRole('listitem'));
    expect(item.getByText(/^Handled /)).toBeTruthy();
    await user.click(item.getByRole('button', { name: 'Mark not handled' }));
    expect(await screen.findByText(AdminMessages.contactUnhandled)).toBeTruthy();
    expect(await screen.findByText('No requests here')).toBeTruthy();
  });

  it('shows the empty open tab, and the error state with Try again', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url.pathname === '/api/v1/admin/contact/viewall'
        ? fail
          ? jsonResponse(500, { message: 'Server down' })
          : jsonResponse(200, { data: [], count: 0 })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminContactPage />, { route: '/admin/contact' });
    expect(await screen.findByText('Contact requests could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open requests')).toBeTruthy();
  });
});
