import { Messages, type SessionUser } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog, openLogin, openOtp } from '../../lib/dialogs.ts';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { AuthDialogs } from './AuthDialogs.tsx';

const user: SessionUser = {
  uuid: '00000000-0000-4000-8000-000000000001',
  displayName: 'Ada',
  displayImage: null,
  email: 'ada@example.com',
  phone: '+12025550100',
  emailVerified: false,
  phoneVerified: true,
  host: false,
  admin: false,
  status: 1,
  payout: null,
  verifications: { email: { uuid: '00000000-0000-4000-8000-0000000000e1' } },
};
const tokens = {
  access: { value: 'access', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  refresh: { value: 'refresh', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
};

// The first render of MUI dialogs and styles in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStore.set(null);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => authDialog.set({ name: 'none' }));
  vi.unstubAllGlobals();
});

/** Typing key by key through MUI in jsdom is slow; a change event is what the forms react to. */
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

describe('Login modal', () => {
  it('greets a returning user with Welcome back, and a brand-new account with a welcome of its own', async () => {
    act(() => openLogin());
    const { unmount } = renderWithProviders(<AuthDialogs />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    unmount();

    act(() => openLogin({ reason: 'new-account' }));
    renderWithProviders(<AuthDialogs />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Hourly Spaces' })).toBeTruthy();
    expect(screen.getByText(/Your account is ready\. Log in to your new account/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('refuses an empty user name or a short password in the dialog only, without calling the server', async () => {
    authDialog.set({ name: 'login', tab: 'login' });
    renderWithProviders(<AuthDialogs />);
    const type = userEvent.setup();
    fill('Password', 'secret123');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.loginInvalidInput);
    await settle();
    expect(screen.getAllByText(Messages.loginInvalidInput)).toHaveLength(1);

    fill('Email or phone', 'ada@example.com');
    fill('Password', '12345');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe(Messages.loginInvalidInput);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, says so, closes and sends a user who is not fully verified to /editprofile', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { user, tokens }, message: Messages.loginSuccessful }));
    authDialog.set({ name: 'login', tab: 'login' });
    renderWithProviders(<AuthDialogs />, { route: '/listing' });
    const type = userEvent.setup();
    fill('Email or phone', ' ada@example.com ');
    fill('Password', 'Secret-123');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(Messages.loginSuccessful)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ userName: 'ada@example.com', password: 'Secret-123' });
    expect(sessionStore.get()?.user.uuid).toBe(user.uuid);
    expect(authDialog.get().name).toBe('none');
    expect(screen.getByTestId('location').textContent).toBe('/editprofile');
  });

  it("shows the server's message when the login fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid username or password' }));
    authDialog.set({ name: 'login', tab: 'login' });
    renderWithProviders(<AuthDialogs />);
    const type = userEvent.setup();
    fill('Email or phone', 'ada@example.com');
    fill('Password', 'wrong-password');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    await settle();
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(1);
    expect(authDialog.get().name).toBe('login');
  });
});

describe('Forgot Password modal', () => {
  it('asks for proper details (user name, a new password longer than 6 characters) before sending a code', async () => {
    authDialog.set({ name: 'forgot' });
    renderWithProviders(<AuthDialogs />);
    const type = userEvent.setup();
    fill('New password', 'Ab1!xyz');
    await type.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findAllByText(Messages.forgotPasswordInvalid)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email or phone')));
    await settle();
    expect(screen.getAllByText(Messages.forgotPasswordInvalid)).toHaveLength(1);

    fill('Email or phone', 'ada@example.com');
    fill('New password', 'Ab1!xy');
    await type.click(screen.getByRole('button', { name: 'Send code' }));
    expect(document.getElementById('forgot-password-helper-text')?.textContent).toBe(Messages.forgotPasswordInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests a type-3 code, then opens the Enter Otp modal for it', async () => {
    const ids = { userId: user.uuid, verificationId: '00000000-0000-4000-8000-0000000000f3' };
    fetchMock.mockResolvedValue(jsonResponse(200, { data: ids, message: Messages.otpSent }));
    authDialog.set({ name: 'forgot' });
    renderWithProviders(<AuthDialogs />);
    const type = userEvent.setup();
    fill('Email or phone', 'ada@example.com');
    fill('New password', 'Fresh-Pass-42');
    fill('Confirm new password', 'Fresh-Pass-42');
    await type.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(Messages.otpSent)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ userName: 'ada@example.com', type: 3 });
    expect(await screen.findByRole('heading', { name: 'Enter Otp' })).toBeTruthy();
    expect(authDialog.get()).toMatchObject({ name: 'otp', request: { ...ids, destination: 'ada@example.com' } });
  });
});

describe('Enter Otp modal', () => {
  const ids = { userId: user.uuid, verificationId: '00000000-0000-4000-8000-0000000000e1' };

  it('fills all six boxes from a pasted code and validates it', async () => {
    const onVerified = vi.fn();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: ids, message: Messages.verificationSuccessful }));
    act(() => openOtp({ destination: 'ada@example.com', ...ids, onVerified }));
    renderWithProviders(<AuthDialogs />);
    const third = screen.getByLabelText('Digit 3 of 6');
    fireEvent.paste(third, { clipboardData: { getData: () => ' 123 456 ' } });
    const boxes = Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`));
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(Messages.verificationSuccessful)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ ...ids, token: '123456' });
    expect(onVerified).toHaveBeenCalledWith('123456');
    expect(authDialog.get().name).toBe('none');
  });

  it('moves from box to box while typing and back with Backspace', async () => {
    act(() => openOtp({ destination: '+12025550100', ...ids }));
    renderWithProviders(<AuthDialogs />);
    const type = userEvent.setup();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6')));
    await type.keyboard('98');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 3 of 6'));
    await type.keyboard('{Backspace}');
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
    expect((screen.getByLabelText('Digit 2 of 6') as HTMLInputElement).value).toBe('');
    await type.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit code');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resends a code and shows the server's wait message when it is too soon", async () => {
    const resend = vi.fn().mockRejectedValue(new Error('Please wait a minute before requesting another code'));
    act(() => openOtp({ destination: 'ada@example.com', ...ids, resend }));
    renderWithProviders(<AuthDialogs />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a minute before requesting another code');
    await settle();
    expect(screen.getAllByText('Please wait a minute before requesting another code')).toHaveLength(1);
  });
});
