import { Messages } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
const snackbar = (text: string) => screen.findByText(text, { selector: '#notistack-snackbar' });

describe('Contact us page', () => {
  it('names every missing field, then checks the email, without calling the server', async () => {
    renderWithProviders(<ContactPage />);
    await send();
    expect(await snackbar(`${Messages.contactMandatoryPrefix}name, email, phone, message`)).toBeTruthy();

    fill('Name', 'Ada');
    fill('Message', 'Is the pool heated?');
    await send();
    expect(await snackbar('These fields are mandatory - email, phone')).toBeTruthy();

    fill('Email', 'ada@example');
    fill('Phone', '2025550143');
    await send();
    expect(await snackbar(Messages.invalidEmail)).toBeTruthy();
    expect(document.getElementById('contact-email-helper-text')?.textContent).toBe(Messages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is prefilled for a logged-in user and sends the phone with a leading +', async () => {
    const far = new Date(Date.now() + 3_600_000).toISOString();
    sessionStore.set({
      user: {
        uuid: '00000000-0000-4000-8000-000000000001',
        displayName: 'Ada Lovelace',
        displayImage: null,
        email: 'ada@example.com',
        phone: '+447911123456',
        emailVerified: true,
        phoneVerified: true,
        host: false,
        admin: false,
        status: 1,
        payout: null,
        verifications: {},
      },
      tokens: { access: { value: 'a', expiresAt: far }, refresh: { value: 'r', expiresAt: far } },
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { uuid: 'x' }, message: Messages.contactSubmitted }));
    renderWithProviders(<ContactPage />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fill('Message', 'Can I bring my dog?');
    await send();
    expect(await snackbar(Messages.contactSubmitted)).toBeTruthy();
    const form = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+447911123456',
      message: 'Can I bring my dog?',
    });
  });

  it("shows the server's field errors as 'Parameter: first error' lines", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Please enter a valid email!',
        details: { email: ['Please enter a valid email!'] },
      }),
    );
    renderWithProviders(<ContactPage />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Phone', '2025550143');
    fill('Message', 'Hello');
    await send();
    const list = (await screen.findByText('Please check these details')).closest('[role="alert"]')!;
    expect(list.querySelector('li')?.textContent).toBe('email: Please enter a valid email!');
    // Listed in the form only: no snackbar for each line.
    await settle();
    expect(screen.getAllByText('email: Please enter a valid email!')).toHaveLength(1);
  });
});
