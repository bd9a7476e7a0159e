import { Messages, type VenueDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signInForTest } from '../../../test/render.tsx';
import { HostedListingCard } from '../manage-listings/HostedListingCard.tsx';
import { BookingRulesPage } from './BookingRulesPage.tsx';
import { rules } from './sample-rules.test-support.ts';

const hostId = '21fa0382-9068-4983-92fc-a89ce896d118';
const venueId = 'f06203aa-dc68-40c3-9149-59d6c67cf931';
const loft = {
  uuid: venueId,
  title: 'Harbour Loft',
  description: 'A bright loft by the water.',
  timezone: 'America/New_York',
  rent: 40,
  schedulingPeriod: 120,
  host: { userId: hostId, name: 'Harper Host', designation: 'Host' },
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Loft', slots: false, slotPrefix: null },
  thumbnails: [],
  images: [],
  approved: true,
  status: 1,
  rejectionReason: null,
  rules,
} as unknown as VenueDetail;

let venue: VenueDetail = loft;
let viewAnswers: Array<{ status: number; body: unknown }> = [];
let saveAnswer: { status: number; body: unknown } | undefined;
const calls: Array<{ method: string; url: string; body?: unknown }> = [];

beforeEach(() => {
  venue = loft;
  viewAnswers = [];
  saveAnswer = undefined;
  calls.length = 0;
  signInForTest({ uuid: hostId, host: true, emailVerified: true, phoneVerified: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url.endsWith(`/venue/${venueId}/view`)) {
        const answer = viewAnswers.shift();
        return answer ? jsonResponse(answer.status, answer.body) : jsonResponse(200, { data: venue });
      }
      if (method === 'PUT' && url.endsWith(`/venue/${venueId}/rules`)) {
        return saveAnswer
          ? jsonResponse(saveAnswer.status, saveAnswer.body)
          : jsonResponse(200, { data: body, message: Messages.rulesSaved });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(<BookingRulesPage />, { route: `/booking-rules/${venueId}`, path: '/booking-rules/:id' });
// The first render of a file loads MUI and the page: give it more than findBy's default second.
const findForm = () => screen.findByRole('heading', { level: 1, name: 'Booking rules for Harbour Loft' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const helpOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};
const saves = () => calls.filter((call) => call.method === 'PUT');
const sentence = (total: string, refund: string, { hours = 3, day = 'Saturday', guests = 8, days = 3 } = {}) =>
  `A ${hours}-hour ${day} booking for ${guests} guests costs ${total} and refunds ${refund} if cancelled ${days} days ahead.`;

describe('booking rules page', () => {
  it('fills the form with the listing’s current rules', async () => {
    renderPage();
    await findForm();
    expect((screen.getByRole('radio', { name: 'Request to book' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Instant book' }) as HTMLInputElement).checked).toBe(false);
    expect(field('Hours you have to answer').value).toBe('12');
    expect((screen.getByRole('radio', { name: 'Moderate' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(Messages.cancellationPolicyStrict)).toBeTruthy();
    expect(field('Buffer before each booking (hours)').value).toBe('1');
    expect(field('Buffer after each booking (hours)').value).toBe('0');
    expect(field('Minimum hours per booking').value).toBe('2');
    expect(field('Maximum hours per booking').value).toBe('8');
    expect(field('Minimum notice (hours)').value).toBe('24');
    expect(field('How far ahead guests can book (days)').value).toBe('90');
    expect(helpOf('How far ahead guests can book (days)')).toContain('120 days');
    expect(field('Weekend rate ($/hour)').value).toBe('55');
    expect(field('Peak rate ($/hour)').value).toBe('70');
    const peak = screen.getByRole('group', { name: 'Peak hours' });
    const pressed = within(peak)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent);
    expect(pressed).toEqual(['17:00', '18:00', '19:00']);
    expect(within(peak).getAllByRole('button')).toHaveLength(24);
    expect(field('Cleaning fee ($ per booking)').value).toBe('25');
    expect(field('Extra guest fee ($ per guest per hour)').value).toBe('2.5');
    expect(field('Charged for each guest above').value).toBe('6');
    expect(field('Long booking discount from (hours)').value).toBe('6');
    expect(field('Long booking discount (%)').value).toBe('10');
    for (const label of ['Buffer before each booking (hours)', 'Weekend rate ($/hour)'])
      expect(field(label).getAttribute('inputmode')).toMatch(/numeric|decimal/);
  });

  it('hides the answer hours for instant booking', async () => {
    const user = userEvent.setup();
    renderPage();
    await findForm();
    await user.click(screen.getByRole('radio', { name: 'Instant book' }));
    expect(screen.queryByLabelText('Hours you have to answer')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Request to book' }));
    expect(field('Hours you have to answer').value).toBe('12');
  });

  it('sends the whole set (blank as null, numbers as numbers), confirms and keeps the saved values', async () => {
    const user = userEvent.setup();
    renderPage();
    await findForm();
    type('Maximum hours per booking', '');
    type('How far ahead guests can book (days)', '');
    type('Cleaning fee ($ per booking)', '30.5');
    type('Minimum notice (hours)', '48');
    await user.click(screen.getByRole('radio', { name: 'Strict' }));
    const peak = screen.getByRole('group', { name: 'Peak hours' });
    await user.click(within(peak).getByRole('button', { name: '17:00' }));
    await user.click(within(peak).getByRole('button', { name: '20:00' }));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText(Messages.rulesSaved)).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toEqual({
      method: 'PUT',
      url: `/api/v1/venue/${venueId}/rules`,
      body: {
        bookingMode: 'request',
        responseHours: 12,
        cancellationPolicy: 'strict',
        bufferBeforeHours: 1,
        bufferAfterHours: 0,
        minHours: 2,
        maxHours: null,
        noticeHours: 48,
        horizonDays: null,
        pricing: {
          weekendRent: 55,
          peakRent: 70,
          peakHours: [18, 19, 20],
          cleaningFee: 30.5,
          extraGuestFee: 2.5,
          extraGuestsFrom: 6,
          longBookingHours: 6,
          longBookingDiscountPercent: 10,
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save booking rules' })).toHaveProperty('disabled', false),
    );
    expect(field('Maximum hours per booking').value).toBe('');
    expect(field('Cleaning fee ($ per booking)').value).toBe('30.5');
    expect(field('Minimum notice (hours)').value).toBe('48');
    expect((screen.getByRole('radio', { name: 'Strict' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the contract’s message at a refused field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await findForm();
    type('Buffer before each booking (hours)', '5');
    type('Extra guest fee ($ per guest per hour)', '2.555');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(field('Buffer before each booking (hours)').getAttribute('aria-invalid')).toBe('true');
    expect(helpOf('Buffer before each booking (hours)')).toBe(Messages.rulesBufferInvalid);
    expect(helpOf('Extra guest fee ($ per guest per hour)')).toBe(Messages.rulesAmountInvalid);
    await waitFor(() => expect(document.activeElement).toBe(field('Buffer before each booking (hours)')));
    expect(saves()).toHaveLength(0);
    // Fixing the field clears its message.
    type('Buffer before each booking (hours)', '4');
    expect(field('Buffer before each booking (hours)').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a refusal of the server with its message, at its field too', async () => {
    saveAnswer = {
      status: 400,
      body: { message: Messages.rulesHorizonInvalid, details: { horizonDays: [Messages.rulesHorizonInvalid] } },
    };
    const user = userEvent.setup();
    renderPage();
    await findForm();
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.rulesHorizonInvalid);
    expect(helpOf('How far ahead guests can book (days)')).toBe(Messages.rulesHorizonInvalid);
    expect(saves()).toHaveLength(1);
  });

  it('previews a sample booking from the unsaved values: weekend rate, cleaning fee and policy', async () => {
    const user = userEvent.setup();
    renderPage();
    await findForm();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect((within(preview).getByLabelText('Day') as HTMLSelectElement).value).toBe('saturday');
    expect((within(preview).getByLabelText('Hours') as HTMLInputElement).value).toBe('3');
    expect((within(preview).getByLabelText('Guests') as HTMLInputElement).value).toBe('8');
    expect((within(preview).getByLabelText('Cancelled days ahead') as HTMLInputElement).value).toBe('3');
    // 3 weekend hours × $55 = $165, 2 extra guests × 3 hours × $2.50 = $15, cleaning $25: $205; moderate 3 days: 50 %.
    expect(within(preview).getByText(sentence('$205', '$102.50'))).toBeTruthy();
    expect(within(preview).getByText('3 weekend hours × $55')).toBeTruthy();
    expect(within(preview).getByText('2 extra guests × 3 hours × $2.50')).toBeTruthy();
    expect(within(preview).getByText('Cleaning fee')).toBeTruthy();

    type('Weekend rate ($/hour)', '60'); // 180 + 15 + 25
    expect(within(preview).getByText(sentence('$220', '$110'))).toBeTruthy();
    type('Cleaning fee ($ per booking)', ''); // 180 + 15
    expect(within(preview).getByText(sentence('$195', '$97.50'))).toBeTruthy();
    expect(within(preview).queryByText('Cleaning fee')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Flexible' })); // 3 days ≥ 24 hours: all back
    expect(within(preview).getByText(sentence('$195', '$195'))).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Strict' })); // under 7 days: nothing back
    expect(within(preview).getByText(sentence('$195', '$0'))).toBeTruthy();
    fireEvent.change(within(preview).getByLabelText('Cancelled days ahead'), { target: { value: '7' } });
    expect(within(preview).getByText(sentence('$195', '$97.50', { days: 7 }))).toBeTruthy();

    // A weekday at the peak: 17:00–20:00 are all peak hours at $70 = $210, + $15 guests.
    await user.selectOptions(within(preview).getByLabelText('Day'), 'weekday');
    await user.selectOptions(within(preview).getByLabelText('Start'), '17');
    expect(within(preview).getByText(sentence('$225', '$112.50', { day: 'weekday', days: 7 }))).toBeTruthy();
    // 16:00 for 6 hours: 3 × $40 + 3 × $70 = $330, 10 % off (−$33), 2 × 6 × $2.50 = $30: $327.
    await user.selectOptions(within(preview).getByLabelText('Start'), '16');
    fireEvent.change(within(preview).getByLabelText('Hours'), { target: { value: '6' } });
    expect(within(preview).getByText(sentence('$327', '$163.50', { day: 'weekday', days: 7, hours: 6 }))).toBeTruthy();
    expect(within(preview).getByText('10% off 6 hours or more')).toBeTruthy();
  });

  it('says what to fix instead of a price when the form is invalid', async () => {
    renderPage();
    await findForm();
    const preview = screen.getByRole('region', { name: 'Preview' });
    type('Weekend rate ($/hour)', 'abc');
    expect(within(preview).queryByText(/costs \$/)).toBeNull();
    expect(within(preview).getByText(Messages.rulesAmountInvalid)).toBeTruthy();
    type('Weekend rate ($/hour)', '55');
    expect(within(preview).getByText(sentence('$205', '$102.50'))).toBeTruthy();
  });

  it('shows a loading state, then says when the listing is not found', async () => {
    viewAnswers = [{ status: 404, body: { message: Messages.listingNotFound } }];
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading the booking rules' })).toBeTruthy();
    expect(await screen.findByText(Messages.listingNotFound)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Manage Listings' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/managelistings');
    expect(screen.queryByRole('button', { name: 'Save booking rules' })).toBeNull();
  });

  it('says when the listing is another host’s', async () => {
    venue = { ...loft, host: { ...loft.host, userId: '0b7e1a1e-3c1d-4a55-9f43-8a2b6f7e9c10' } };
    renderPage();
    expect(await screen.findByText('This is not one of your listings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save booking rules' })).toBeNull();
  });

  it('offers Try again when the listing could not be loaded', async () => {
    viewAnswers = [{ status: 500, body: { message: 'Internal error' } }];
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This listing could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findForm()).toBeTruthy();
  });
});

describe('the Manage Listings card', () => {
  it('links to the listing’s booking rules', async () => {
    renderWithProviders(<HostedListingCard venue={loft} onSchedule={() => {}} onDelete={() => {}} />);
    const card = await screen.findByRole('article', { name: 'Harbour Loft' });
    expect(within(card).getByRole('link', { name: 'Booking rules' }).getAttribute('href')).toBe(
      `/booking-rules/${venueId}`,
    );
  });
});
