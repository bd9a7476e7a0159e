import { Messages, type SessionUser } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/dialogs.ts';
import { returnAfterVerifying } from '../../lib/return-to.ts';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const user: SessionUser = {
  uuid: '00000000-0000-4000-8000-000000000001',
  displayName: 'Ada Lovelace',
  displayImage: null,
  email: 'ada@example.com',
  phone: '+12025550100',
  emailVerified: true,
  phoneVerified: false,
  host: false,
  admin: false,
  status: 1,
  payout: null,
  verifications: { phone: { uuid: '00000000-0000-4000-8000-0000000000a2' } },
};
const profile = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+12025550100',
  address: 'Austin, TX 78701, US',
  dob: null,
  gender: 2,
  zipcode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  designation: null,
  image: null,
};
const far = new Date(Date.now() + 3_600_000).toISOString();

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStore.set({
    user,
    tokens: { access: { value: 'a', expiresAt: far }, refresh: { value: 'r', expiresAt: far } },
  });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/customer/view')) return jsonResponse(200, { data: profile });
    if (url.endsWith('/user/profile/update') && init?.method === 'PUT')
      return jsonResponse(200, { data: { user: { ...user, phone: '+12025550199' } }, message: 'Settings Updated' });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => authDialog.set({ name: 'none' }));
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const changes = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

describe('Profile page', () => {
  it('goes back to the page a guard sent the user from once email and phone are both verified', async () => {
    returnAfterVerifying.set('/mybookings?booking=b-9');
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/editprofile');
    act(() => sessionStore.set({ ...sessionStore.get()!, user: { ...user, phoneVerified: true } }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mybookings?booking=b-9'));
    expect(returnAfterVerifying.take()).toBeUndefined();
  });

  it('refuses a password that differs from its confirmation without calling the server', async () => {
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    fill('New password', 'Sunny-Deck-42');
    fill('Confirm password', 'Sunny-Deck-24');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save privacy settings' }));
    // Inline at once; the snackbar once its host has loaded.
    await waitFor(() => expect(screen.getAllByText(Messages.passwordConfirmMismatchProfile)).toHaveLength(2));
    expect(changes()).toHaveLength(0);
  });

  it('shows the verification banner and opens the Enter Otp modal with the pending phone verification', async () => {
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    expect(screen.getByText('Please verify your phone number')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(authDialog.get().name).toBe('otp'));
    expect(authDialog.get()).toMatchObject({
      request: { userId: user.uuid, verificationId: user.verifications.phone!.uuid, destination: user.phone },
    });
    // The pending verification already has a code on its way: no new code is requested.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/verification/token/request'))).toBe(false);
  });

  it('saves the privacy settings as multipart with the phone in international form', async () => {
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    fill('Phone', '202 555 0199');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByText(Messages.settingsUpdated)).toBeTruthy();
    const form = (changes()[0]![1] as RequestInit).body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      email: 'ada@example.com',
      phone: '+12025550199',
      deleteImage: 'false',
    });
    expect(sessionStore.get()?.user.phone).toBe('+12025550199');
  });

  it('replaces the zipcode with the one of a newly picked address, or clears it', { timeout: 40_000 }, async () => {
    const places: Record<string, { address: string; coordinates: object; zipcode: string }> = {
      'Venice, IT': { address: 'Venice, IT', coordinates: { latitude: 45.44, longitude: 12.33 }, zipcode: '' },
      'Lyon, FR': { address: 'Lyon, FR', coordinates: { latitude: 45.76, longitude: 4.84 }, zipcode: '69001' },
    };
    const base = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const found = Object.keys(places).filter((name) => decodeURIComponent(url).includes(name.slice(0, 4)));
      if (url.includes('/location/find/places/')) return jsonResponse(200, found);
      if (url.includes('/location/get/address/'))
        return jsonResponse(
          200,
          found.map((name) => places[name]),
        );
      if (url.endsWith('/customer/update')) return jsonResponse(200, { data: {}, message: Messages.settingsUpdated });
      return base(url, init);
    });
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    const address = (await screen.findByLabelText('Address')) as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe(profile.address));
    const zipcode = () => (screen.getByLabelText('Zipcode') as HTMLInputElement).value;
    const pick = async (typed: string, name: string) => {
      const events = userEvent.setup();
      await events.clear(screen.getByLabelText('Address'));
      await events.type(screen.getByLabelText('Address'), typed);
      await events.click(await screen.findByRole('option', { name }));
    };
    expect(zipcode()).toBe('78701');
    await pick('Venice', 'Venice, IT');
    await waitFor(() => expect(zipcode()).toBe(''));
    await pick('Lyon', 'Lyon, FR');
    await waitFor(() => expect(zipcode()).toBe('69001'));
  });

  it('says a changed contact needs its code in the form, beside one success message', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/customer/view')) return jsonResponse(200, { data: profile });
      if (url.endsWith('/user/profile/update') && init?.method === 'PUT')
        return jsonResponse(200, {
          data: {
            user: { ...user, phone: '+12025550199' },
            phoneVerificationId: '00000000-0000-4000-8000-0000000000a3',
          },
          message: Messages.settingsUpdated,
        });
      throw new Error(`unexpected call ${url}`);
    });
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    fill('Phone', '202 555 0199');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByText(Messages.settingsUpdated)).toBeTruthy();
    const sent = 'We sent a code to your new contact details: verify them from the banner above.';
    expect(screen.getByText(sent).closest('form')).toBeTruthy();
    await settle();
    expect(screen.getAllByText(sent)).toHaveLength(1);
  });

  it("shows the server's refusal under the field it names, else in the form, not as a snackbar", async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/customer/view')) return jsonResponse(200, { data: profile });
      if (url.endsWith('/user/profile/update'))
        return jsonResponse(409, { message: Messages.phoneTaken, details: { phone: [Messages.phoneTaken] } });
      if (url.endsWith('/customer/update'))
        return jsonResponse(503, { message: 'The service is briefly unavailable.' });
      throw new Error(`unexpected call ${url}`);
    });
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    const user = userEvent.setup();
    fill('Phone', '202 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByText(Messages.phoneTaken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone')));
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Save general settings' }));
    const refusal = await screen.findByText('The service is briefly unavailable.');
    expect(refusal.closest('[role="alert"]')?.closest('form')).toBeTruthy();
    await settle();
    expect(screen.getAllByText(Messages.phoneTaken)).toHaveLength(1);
    expect(screen.getAllByText('The service is briefly unavailable.')).toHaveLength(1);
  });

  it('loads the general settings from the customer profile', async () => {
    renderWithProviders(<ProfilePage />, { route: '/editprofile' });
    await waitFor(() => expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(profile.address));
    expect((screen.getByLabelText('Zipcode') as HTMLInputElement).value).toBe('78701');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
