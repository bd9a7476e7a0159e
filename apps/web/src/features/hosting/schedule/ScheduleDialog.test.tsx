import { Messages, type VenueDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query.ts';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../../test/render.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { addDays, todayIn } from '../../../lib/date-rules.ts';
import type { ScheduleEntryDraft } from './schedule-rules.ts';

const zone = 'America/New_York';
const today = todayIn(zone);
const venueId = '3653d84e-76ad-4852-8f9e-cc21eb8de504';
const nextMonth = addDays(today, 30);

const venue = {
  uuid: venueId,
  title: 'Fort Point Brick-and-Beam Studio',
  slots: null,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Studio', slots: false, slotPrefix: null },
  timezone: zone,
  schedulingPeriod: 45,
  schedules: [
    {
      date: addDays(today, 1),
      status: 1,
      intervals: [9, 10, 11, 14].map((hour) => ({ time: `${hour}:00`.padStart(5, '0'), status: 1, slots: [] })),
    },
  ],
} as unknown as VenueDetail;

const loaded: ScheduleEntryDraft[] = [
  { type: 2, date: [1, 3], intervals: [{ from: '09:00', to: '12:00' }] },
  { type: 1, date: nextMonth, intervals: [{ from: '18:00', to: '24:00' }] },
  { type: 3, date: today, unit: 1, frequency: 3, intervals: [{ from: '07:00', to: '08:00' }] },
];

const calls: { url: string; method: string; body?: unknown }[] = [];
function serve(answer: (url: string, method: string, body?: unknown) => Response | undefined) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const answered = answer(url, method, body);
      if (answered) return answered;
      if (url.endsWith('/schedule/raw/view')) return jsonResponse(200, { data: loaded });
      if (url.endsWith(`/venue/${venueId}/view`)) return jsonResponse(200, { data: venue });
      return jsonResponse(404, { message: 'Not found' });
    }),
  );
}

function signIn() {
  sessionStore.set({
    user: { uuid: 'u-1', displayName: 'Harper', emailVerified: true, phoneVerified: true, host: true, status: 1 },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

const onClose = vi.fn();
async function open(options: Parameters<typeof renderWithProviders>[1] = {}) {
  renderWithProviders(<ScheduleDialog venueId={venueId} onClose={onClose} />, options);
  const dialog = await screen.findByRole('dialog', { name: 'Manage schedule' });
  await within(dialog).findByRole('group', { name: 'Entry 1' });
  return dialog;
}
const entry = (number: number) => screen.getByRole('group', { name: `Entry ${number}` });
const saveCall = () => calls.find((call) => call.method === 'PUT');

beforeEach(() => {
  signIn();
  onClose.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Schedule dialog', () => {
  it('loads the raw schedule verbatim, with the listing’s period and its open hours', async () => {
    serve(() => undefined);
    const dialog = await open();
    expect(within(dialog).getByText(venue.title)).toBeTruthy();
    expect((within(dialog).getByLabelText('Alter Reservations') as HTMLSelectElement).value).toBe('false');
    expect((within(dialog).getByLabelText('Scheduling Period') as HTMLInputElement).value).toBe('45');
    expect(within(dialog).queryByLabelText('Edit slots')).toBeNull();
    // Entry 1: weekdays Mon and Wed.
    const weekdays = within(entry(1)).getByRole('group', { name: 'Entry 1: repeat on' });
    expect(within(weekdays).getByRole('button', { name: 'Mon' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(weekdays).getByRole('button', { name: 'Tue' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(entry(1)).getByRole('button', { name: 'Remove 09:00–12:00' })).toBeTruthy();
    // Entry 2: a date; entry 3: every 3 days.
    expect(within(entry(2)).getByLabelText('Specific date')).toHaveProperty('checked', true);
    expect((within(entry(2)).getByLabelText('Date') as HTMLInputElement).value).toBe(nextMonth);
    expect(within(entry(2)).getByRole('button', { name: 'Remove 18:00–24:00' })).toBeTruthy();
    expect(within(entry(3)).getByLabelText('Custom repeat')).toHaveProperty('checked', true);
    expect((within(entry(3)).getByLabelText('Frequency') as HTMLInputElement).value).toBe('3');
    expect((within(entry(3)).getByLabelText('Unit') as HTMLSelectElement).value).toBe('1');
    // The saved preview is the venue view's bookable hours.
    expect(within(dialog).getByText('Open hours guests see')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: new RegExp(`: 9–12, 14–15$`) })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'How schedules work' })).toBeTruthy();
  });

  it('shows every interval message and adds, lists and removes intervals', async () => {
    serve(() => undefined);
    await open();
    const user = userEvent.setup();
    const hours = within(entry(1)).getByRole('group', { name: 'Entry 1: hours' });
    const from = within(hours).getByLabelText('From') as HTMLSelectElement;
    const to = within(hours).getByLabelText('To') as HTMLSelectElement;
    expect(from.options[1]!.textContent).toBe('00:00');
    expect(from.options[24]!.textContent).toBe('23:00');
    expect(to.options[24]!.textContent).toBe('24:00');
    const add = within(hours).getByRole('button', { name: 'Add Interval' });

    await user.click(add);
    expect(within(hours).getByRole('alert').textContent).toBe(Messages.intervalInvalid);
    await user.selectOptions(from, '12');
    await user.selectOptions(to, '10');
    await user.click(add);
    expect(within(hours).getByRole('alert').textContent).toBe(Messages.intervalStartBeforeEnd);
    await user.selectOptions(from, '9');
    await user.selectOptions(to, '12');
    await user.click(add);
    expect(within(hours).getByRole('alert').textContent).toBe(Messages.intervalDuplicate);
    await user.selectOptions(from, '11');
    await user.selectOptions(to, '13');
    await user.click(add);
    expect(within(hours).getByRole('alert').textContent).toBe(Messages.intervalOverlap);
    await user.selectOptions(from, '14');
    await user.selectOptions(to, '17');
    await user.click(add);
    expect(within(hours).queryByRole('alert')).toBeNull();
    expect(within(hours).getByRole('button', { name: 'Remove 14:00–17:00' })).toBeTruthy();
    expect(from.value).toBe('');
    // Unsaved changes switch the preview to the client-side one.
    expect(screen.getByText('Preview (not saved yet)')).toBeTruthy();
    await user.click(within(hours).getByRole('button', { name: 'Remove 09:00–12:00' }));
    expect(within(hours).queryByRole('button', { name: 'Remove 09:00–12:00' })).toBeNull();
  });

  it('toggles the entry type, clearing date and intervals, with custom repeat defaults', async () => {
    serve(() => undefined);
    await open();
    const user = userEvent.setup();
    await user.click(within(entry(1)).getByLabelText('Custom repeat'));
    expect(within(entry(1)).getByLabelText('Custom repeat')).toHaveProperty('checked', true);
    expect((within(entry(1)).getByLabelText('Start date') as HTMLInputElement).value).toBe('');
    expect((within(entry(1)).getByLabelText('Frequency') as HTMLInputElement).value).toBe('2');
    expect((within(entry(1)).getByLabelText('Unit') as HTMLSelectElement).value).toBe('2');
    expect(within(entry(1)).queryByRole('button', { name: /^Remove \d/ })).toBeNull();

    await user.click(within(entry(2)).getByLabelText('Specific date'));
    expect(within(entry(2)).getByRole('group', { name: 'Entry 2: repeat on' })).toBeTruthy();
    expect(within(entry(2)).queryByRole('button', { name: 'Remove 18:00–24:00' })).toBeNull();
    expect(
      within(entry(2))
        .queryAllByRole('button', { pressed: true })
        .filter((button) => /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/.test(button.textContent ?? '')),
    ).toHaveLength(0);

    await user.click(within(entry(3)).getByLabelText('Specific date'));
    expect(within(entry(3)).getByLabelText('Specific date')).toHaveProperty('checked', true);
    expect(within(entry(3)).getByLabelText('Custom repeat')).toHaveProperty('checked', false);
    expect((within(entry(3)).getByLabelText('Date') as HTMLInputElement).value).toBe('');
  });

  it('offers Submit only while an entry exists; ADD NEW adds a weekly entry', async () => {
    serve(() => undefined);
    const dialog = await open();
    const user = userEvent.setup();
    for (const number of [3, 2, 1]) await user.click(screen.getByRole('button', { name: `Remove entry ${number}` }));
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(dialog).getByText('No open hours yet')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add new' }));
    expect(within(entry(1)).getByLabelText('Specific date')).toHaveProperty('checked', false);
    expect(within(entry(1)).getByLabelText('Custom repeat')).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    // An incomplete entry is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(entry(1)).getByText(Messages.scheduleWeekdaysRequired)).toBeTruthy();
    expect(saveCall()).toBeUndefined();
  });

  it('names the entry a problem is about, says it at the field and focuses it, without a snackbar', async () => {
    serve(() => undefined);
    const dialog = await open();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Add new' }));
    await user.click(within(entry(4)).getByLabelText('Specific date'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const date = within(entry(4)).getByLabelText('Date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      Messages.scheduleDateRequired,
    );
    const summary = within(dialog).getByRole('alert');
    expect(within(summary).getByText('Entry 4: choose a date')).toBeTruthy();
    expect(within(summary).getByText('Entry 4: select valid time intervals.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(saveCall()).toBeUndefined();
    // The dialog says it; no snackbar repeats it.
    await settle();
    expect(screen.getAllByRole('alert')).toEqual([summary]);
    // Fixing the entry takes its lines out of the summary.
    fireEvent.change(date, { target: { value: addDays(today, 2) } });
    expect(within(summary).queryByText('Entry 4: choose a date')).toBeNull();
  });

  it('refuses a past date and a frequency of 0 at the field as they are typed, and does not send them', async () => {
    serve(() => undefined);
    const dialog = await open();
    const date = within(entry(2)).getByLabelText('Date');
    fireEvent.change(date, { target: { value: addDays(today, -1) } });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(within(entry(2)).getByText(Messages.scheduleDateInPast)).toBeTruthy();
    const frequency = within(entry(3)).getByLabelText('Frequency');
    fireEvent.change(frequency, { target: { value: '0' } });
    expect(frequency.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(frequency.getAttribute('aria-describedby')!)?.textContent).toBe(
      Messages.scheduleFrequencyMin,
    );
    // Nothing is summed up before Submit.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Submit' }));
    const summary = within(dialog).getByRole('alert');
    expect(within(summary).getByText('Entry 2: the date cannot be before today.')).toBeTruthy();
    expect(within(summary).getByText('Entry 3: frequency must be at least 1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(saveCall()).toBeUndefined();
  });

  it("shows the server's refusal in the dialog only, with the app's own announcing of failures", async () => {
    serve((_url, method) =>
      method === 'PUT' ? jsonResponse(400, { message: Messages.scheduleDateInPast }) : undefined,
    );
    const dialog = await open({ queryClient: createQueryClient() });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(Messages.scheduleDateInPast);
    await settle();
    expect(screen.getAllByText(Messages.scheduleDateInPast)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves every entry with its date as JSON text, then shows the saved hours', async () => {
    serve((url, method) =>
      method === 'PUT' && url.endsWith('/schedule/raw/update')
        ? jsonResponse(200, { data: loaded, message: Messages.scheduleUpdated })
        : undefined,
    );
    const dialog = await open();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Add new' }));
    await user.click(within(entry(4)).getByLabelText('Specific date'));
    fireEvent.change(within(entry(4)).getByLabelText('Date'), { target: { value: addDays(today, 3) } });
    await user.selectOptions(within(entry(4)).getByLabelText('From'), '6');
    await user.selectOptions(within(entry(4)).getByLabelText('To'), '8');
    await user.click(within(entry(4)).getByRole('button', { name: 'Add Interval' }));
    await user.click(within(entry(1)).getByRole('button', { name: 'Fri' }));
    fireEvent.change(within(dialog).getByLabelText('Scheduling Period'), { target: { value: '90' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(Messages.scheduleUpdated)).toBeTruthy();
    expect(saveCall()!.url).toBe(`/api/v1/venue/${venueId}/schedule/raw/update`);
    expect(saveCall()!.body).toEqual({
      schedules: [
        { type: 2, date: '[1,3,5]', intervals: [{ from: '09:00', to: '12:00' }] },
        { type: 1, date: JSON.stringify(nextMonth), intervals: [{ from: '18:00', to: '24:00' }] },
        { type: 3, date: JSON.stringify(today), unit: 1, frequency: 3, intervals: [{ from: '07:00', to: '08:00' }] },
        { type: 1, date: `"${addDays(today, 3)}"`, intervals: [{ from: '06:00', to: '08:00' }] },
      ],
      schedulingPeriod: 90,
      alterReservations: false,
    });
    // The listing is read again and the preview is the saved one.
    await waitFor(() => expect(within(dialog).getByText('Open hours guests see')).toBeTruthy());
    expect(calls.filter((call) => call.url.endsWith(`/venue/${venueId}/view`)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Manage schedule' })).toBeTruthy();
  });

  it('shows the 409 clash in the dialog and lets the host resend with Alter Reservations True', async () => {
    const clash =
      'This change would remove hours booked by 1 reservation(s): 0b0e6a53 (2026-12-02). Set Alter Reservations to True to cancel and refund them.';
    serve((url, method, body) => {
      if (method !== 'PUT') return undefined;
      return (body as { alterReservations: boolean }).alterReservations
        ? jsonResponse(200, { data: loaded, message: Messages.scheduleUpdated })
        : jsonResponse(409, { message: clash, details: { reservations: ['0b0e6a53'] } });
    });
    const dialog = await open();
    const user = userEvent.setup();
    await user.click(within(entry(1)).getByRole('button', { name: 'Remove 09:00–12:00' }));
    await user.selectOptions(within(entry(1)).getByLabelText('From'), '13');
    await user.selectOptions(within(entry(1)).getByLabelText('To'), '15');
    await user.click(within(entry(1)).getByRole('button', { name: 'Add Interval' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const alert = await within(dialog).findByText(clash);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Alter Reservations'), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(Messages.scheduleUpdated)).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { alterReservations: boolean }).alterReservations)).toEqual([false, true]);
    expect(within(dialog).queryByText(clash)).toBeNull();
    expect((within(dialog).getByLabelText('Alter Reservations') as HTMLSelectElement).value).toBe('false');
  });

  it('has an Edit slots field for a listing with slots and sends it', async () => {
    const parking = {
      ...venue,
      slots: 3,
      category: { ...venue.category, slots: true, slotPrefix: 'Space' },
    } as unknown as VenueDetail;
    serve((url, method) => {
      if (url.endsWith(`/venue/${venueId}/view`)) return jsonResponse(200, { data: parking });
      return method === 'PUT' ? jsonResponse(200, { data: loaded }) : undefined;
    });
    const dialog = await open();
    const user = userEvent.setup();
    const slots = within(dialog).getByLabelText('Edit slots') as HTMLInputElement;
    expect(slots.value).toBe('3');
    fireEvent.change(slots, { target: { value: '5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(Messages.scheduleUpdated);
    expect(saveCall()!.body).toMatchObject({ slots: 5, schedulingPeriod: 45 });
  });

  it('shows a failed load with a way to try again', async () => {
    serve((url) =>
      url.endsWith('/schedule/raw/view') ? jsonResponse(500, { message: 'Server unavailable' }) : undefined,
    );
    renderWithProviders(<ScheduleDialog venueId={venueId} onClose={onClose} />);
    expect(await screen.findByText(/The schedule could not be loaded/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
