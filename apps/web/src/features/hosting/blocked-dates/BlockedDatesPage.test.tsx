import { Messages, type Block, type VenueDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query.ts';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../../test/render.tsx';
import { BlockedDatesPage } from './BlockedDatesPage.tsx';
import {
  blockBodyOf,
  blockFormErrors,
  blockFormOf,
  emptyBlockForm,
  formatBlockEnd,
  formatBlockStart,
} from './block-rules.ts';

const venueId = 'f06203aa-dc68-40c3-9149-59d6c67cf931';
const parking = {
  uuid: venueId,
  title: 'Financial District Covered Parking',
  timezone: 'America/New_York',
  slots: 4,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Parking Space', slots: true, slotPrefix: 'Space' },
} as VenueDetail;

const wholeDay: Block = {
  uuid: 'b1000000-0000-4000-8000-000000000001',
  from: '2026-12-24 00:00',
  to: '2026-12-25 00:00',
  slots: null,
  alterReservations: false,
};
const twoSlots: Block = {
  uuid: 'b1000000-0000-4000-8000-000000000002',
  from: '2026-12-28 10:00',
  to: '2026-12-28 24:00',
  slots: [2, 4],
  alterReservations: false,
};

let venue: VenueDetail = parking;
let blocks: Block[] = [];
let saveAnswer: { status: number; body: unknown } | undefined;
const calls: Array<{ method: string; url: string; body?: unknown }> = [];

beforeEach(() => {
  venue = parking;
  blocks = [wholeDay, twoSlots];
  saveAnswer = undefined;
  calls.length = 0;
  sessionStore.set({
    user: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', host: true, emailVerified: true, phoneVerified: true },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith(`/venue/${venueId}/view`)) return jsonResponse(200, { data: venue });
      if (url.includes('/calendar/block/viewall')) return jsonResponse(200, { data: blocks });
      if (url.endsWith('/calendar/block/create') || url.endsWith('/update')) {
        return saveAnswer
          ? jsonResponse(saveAnswer.status, saveAnswer.body)
          : jsonResponse(200, { data: wholeDay, message: 'ok' });
      }
      if (url.endsWith('/delete')) return jsonResponse(200, { data: {}, message: Messages.deletedSuccessfully });
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const renderPage = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<BlockedDatesPage />, {
    route: `/blockedDates/${venueId}`,
    path: '/blockedDates/:id',
    ...options,
  });
// The first render of a file loads MUI and the page: give it more than findBy's default second.
const findList = () => screen.findByRole('list', { name: 'Blocked dates' });
const listCalls = () => calls.filter((call) => call.url.includes('/calendar/block/viewall'));
const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('block rules', () => {
  it('needs both ends, and the end after the start', () => {
    expect(blockFormErrors(emptyBlockForm())).toEqual({
      from: Messages.blockStartRequired,
      to: Messages.blockEndRequired,
    });
    const sameHour = { ...emptyBlockForm(), fromDate: '2026-12-24', toDate: '2026-12-24', fromHour: 10, toHour: 10 };
    expect(blockFormErrors(sameHour)).toEqual({ to: Messages.blockEndAfterStart });
    expect(blockFormErrors({ ...sameHour, toDate: '2026-12-23', toHour: 12 })).toEqual({
      to: Messages.blockEndAfterStart,
    });
    expect(blockFormErrors({ ...sameHour, toHour: 11 })).toEqual({});
  });

  it('sends slots only when some are chosen, and shows an end at 24:00 or 00:00 as the end of its day', () => {
    const form = { ...emptyBlockForm(), fromDate: '2026-12-24', toDate: '2026-12-24' };
    expect(blockBodyOf(form)).toEqual({
      from: { date: '2026-12-24', time: '00:00' },
      to: { date: '2026-12-24', time: '24:00' },
      alterReservations: false,
    });
    expect(blockBodyOf({ ...form, slots: [3, 1] }).slots).toEqual([1, 3]);
    expect(formatBlockEnd('2026-12-17 24:00')).toBe('Thu 17 Dec 2026, end of day');
    expect(formatBlockEnd('2026-12-18 00:00')).toBe('Thu 17 Dec 2026, end of day');
    expect(formatBlockEnd('2026-12-18 10:00')).toBe('Fri 18 Dec 2026, 10:00');
    expect(formatBlockStart('2026-12-18 00:00')).toBe('Fri 18 Dec 2026, 00:00');
    expect(formatBlockStart('2026-12-17 24:00')).toBe('Fri 18 Dec 2026, 00:00');
    // Edited, an end at the next day's midnight is the day's 24:00.
    expect(blockFormOf(wholeDay)).toMatchObject({
      fromDate: '2026-12-24',
      fromHour: 0,
      toDate: '2026-12-24',
      toHour: 24,
    });
  });
});

describe('blocked dates', () => {
  it('names the listing and its time zone, counts the blocks and lists from, to and blocked slots', async () => {
    renderPage();
    const list = await findList();
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked Dates' })).toBeTruthy();
    expect(screen.getByText(parking.title)).toBeTruthy();
    expect(screen.getByText(/2 blocks · Times in Eastern Time/)).toBeTruthy();
    const first = within(list).getByRole('listitem', {
      name: 'Block from Thu 24 Dec 2026, 00:00 to Thu 24 Dec 2026, end of day',
    });
    expect(within(first).getByText('Whole listing')).toBeTruthy();
    const second = within(list).getByRole('listitem', {
      name: 'Block from Mon 28 Dec 2026, 10:00 to Mon 28 Dec 2026, end of day',
    });
    expect(within(second).getByText('Space 2, Space 4')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('says No data found when there are no blocks', async () => {
    blocks = [];
    renderPage();
    expect(await screen.findByText(Messages.noBlocksFound)).toBeTruthy();
    expect(screen.getByText(/0 blocks/)).toBeTruthy();
  });

  it('filters by From and To with Search, and Clear shows every block again', async () => {
    const user = userEvent.setup();
    renderPage();
    await findList();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-26' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    blocks = [twoSlots];
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/1 block in this range/);
    expect(listCalls().at(-1)?.url).toContain('fromDate=2026-12-26&toDate=2026-12-31');
    blocks = [wholeDay, twoSlots];
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText(/2 blocks ·/);
    expect(listCalls().at(-1)?.url).not.toContain('fromDate');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
  });

  it('checks the dialog before sending: both ends required, and the end after the start', async () => {
    const user = userEvent.setup();
    renderPage();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.blockDialogAddTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(Messages.blockStartRequired)).toBeTruthy();
    expect(within(dialog).getByText(Messages.blockEndRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('From date')));
    setDate(dialog, 'From date', '2026-12-24');
    // Picking the start fills an empty end with the same day.
    expect((within(dialog).getByLabelText('To date') as HTMLInputElement).value).toBe('2026-12-24');
    await user.selectOptions(within(dialog).getByLabelText('From hour'), '15');
    await user.selectOptions(within(dialog).getByLabelText('To hour'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(Messages.blockEndAfterStart)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a block for chosen slots; a 409 stays in the dialog until Alter Reservations is True', async () => {
    const conflict = Messages.alterReservationsConflict
      .replace('{count}', '1')
      .replace('{list}', '3f2b5c11 (2026-12-24)');
    saveAnswer = { status: 409, body: { message: conflict, details: { reservations: ['x'] } } };
    const user = userEvent.setup();
    renderPage();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.blockDialogAddTitle });
    const chips = within(dialog).getAllByRole('button', { name: /^Space \d$/ });
    expect(chips).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Space 3' }));
    expect(within(dialog).getByRole('button', { name: 'Space 3' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Space 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Space 1' }));
    expect(within(dialog).getByRole('button', { name: 'Space 1' }).getAttribute('aria-pressed')).toBe('false');
    setDate(dialog, 'From date', '2026-12-24');
    await user.selectOptions(within(dialog).getByLabelText('From hour'), '10');
    await user.selectOptions(within(dialog).getByLabelText('To hour'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(conflict);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/v1/venue/${venueId}/calendar/block/create`,
      body: {
        from: { date: '2026-12-24', time: '10:00' },
        to: { date: '2026-12-24', time: '12:00' },
        alterReservations: false,
        slots: [3],
      },
    });

    saveAnswer = undefined;
    await user.selectOptions(within(dialog).getByLabelText('Alter Reservations'), 'true');
    const listed = listCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.blockCreated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ alterReservations: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: Messages.blockDialogAddTitle })).toBeNull());
    // docs/product/rules.md#states-and-transitions: the list reloads about a second later (Limits.reloadDelayMs), past
    // vi.waitFor's 1 s default: testing-library's waitFor waits up to 15 s (src/test/setup.ts).
    await waitFor(() => expect(listCalls().length).toBe(listed + 1));
  });

  it('says a refused block in the dialog only, with the app’s own announcing of failures', async () => {
    saveAnswer = { status: 409, body: { message: 'These hours are booked.' } };
    const user = userEvent.setup();
    renderPage({ queryClient: createQueryClient() });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.blockDialogAddTitle });
    setDate(dialog, 'From date', '2026-12-24');
    await user.selectOptions(within(dialog).getByLabelText('To hour'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('These hours are booked.');
    await settle();
    expect(screen.getAllByText('These hours are booked.')).toHaveLength(1);
  });

  it('offers no slot chips for a listing without slots: the block covers the whole listing', async () => {
    venue = { ...parking, slots: null, category: { ...parking.category, slots: false, slotPrefix: null } };
    const user = userEvent.setup();
    renderPage();
    await findList();
    expect(screen.getAllByText('Whole listing')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.blockDialogAddTitle });
    expect(within(dialog).queryByRole('group', { name: 'Slots' })).toBeNull();
    setDate(dialog, 'From date', '2026-12-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.blockCreated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: { date: '2026-12-30', time: '00:00' },
      to: { date: '2026-12-30', time: '24:00' },
      alterReservations: false,
    });
  });

  it('edits a block prefilled in the Edit Bock dialog, and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await findList();
    const row = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.blockDialogEditTitle });
    expect((within(dialog).getByLabelText('From date') as HTMLInputElement).value).toBe('2026-12-28');
    expect((within(dialog).getByLabelText('From hour') as HTMLSelectElement).value).toBe('10');
    expect((within(dialog).getByLabelText('To hour') as HTMLSelectElement).value).toBe('24');
    expect(within(dialog).getByRole('button', { name: 'Space 2' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Space 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.blockUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/v1/venue/${venueId}/calendar/block/${twoSlots.uuid}/update`,
      body: { from: { date: '2026-12-28', time: '10:00' }, to: { date: '2026-12-28', time: '24:00' }, slots: [2] },
    });

    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this block?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.deletedSuccessfully)).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/v1/venue/${venueId}/calendar/block/${wholeDay.uuid}/delete`,
    );
  });

  it('says when the listing is not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: Messages.listingNotFound })),
    );
    renderPage();
    expect(await screen.findByText(Messages.listingNotFound)).toBeTruthy();
  });
});
