import { Messages } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/dialogs.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { SignupPage } from './SignupPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => authDialog.set({ name: 'none' }));
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidDetails(password = 'Sunny-Deck-42', confirmPassword = password) {
  fill('Full name', 'Ada Lovelace');
  fill('Email', 'ada@example.com');
  fill('Phone', '(202) 555-0143');
  fill('Password', password);
  fill('Confirm password', confirmPassword);
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: /Create (host )?account/ }));
const helperOf = (id: string) => document.getElementById(`${id}-helper-text`)?.textContent;

describe('Sign up page validation', () => {
  it('asks for an upper case letter, a lower case letter, a special character and a number', async () => {
    renderWithProviders(<SignupPage />, { route: '/Signup' });
    fillValidDetails('password1', 'password1');
    await submit();
    expect(await screen.findByText(Messages.passwordRule, { selector: '#notistack-snackbar' })).toBeTruthy();
    expect(helperOf('signup-password')).toBe(Messages.passwordRule);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs a place with coordinates chosen from the suggestions', async () => {
    renderWithProviders(<SignupPage />, { route: '/Signup' });
    fillValidDetails();
    await submit();
    expect(await screen.findByText(Messages.selectPlaceLatitude, { selector: '#notistack-snackbar' })).toBeTruthy();
    expect(helperOf('signup-location')).toBe(Messages.selectPlaceLatitude);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the first field with a problem', async () => {
    renderWithProviders(<SignupPage />, { route: '/Signup' });
    fillValidDetails();
    fill('Full name', '');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    fill('Full name', 'Ada Lovelace');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Location')));
  });

  it('needs the confirmation to match the password', async () => {
    renderWithProviders(<SignupPage />, { route: '/Signup' });
    fillValidDetails('Sunny-Deck-42', 'Sunny-Deck-43');
    await submit();
    expect(helperOf('signup-confirm-password')).toBe(Messages.passwordConfirmMismatchSignup);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('preselects host registration with ?host=true', () => {
    renderWithProviders(<SignupPage />, { route: '/Signup?host=true' });
    expect((screen.getByRole('radio', { name: 'Customer And Host' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Customer' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('Sign up page submission', () => {
  function serveLocationAnd(register: () => Response) {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/location/find/places/')) return jsonResponse(200, ['Austin, TX 78701, US']);
      if (url.includes('/location/get/address/'))
        return jsonResponse(200, [
          { address: 'Austin, TX 78701, US', coordinates: { latitude: 30.27, longitude: -97.74 }, zipcode: '78701' },
        ]);
      if (url.endsWith('/customer/register/public')) return register();
      throw new Error(`unexpected call ${url}`);
    });
  }

  async function choosePlace() {
    // Pointed at, then typed, as a person does: the field loads its suggestions when first pointed at or focused. The
    // swap under a caret already typing is DeferredPlaceField.test.tsx's subject; here it would only race the load.
    const user = userEvent.setup();
    await user.hover(screen.getByLabelText('Location'));
    await screen.findByRole('combobox', { name: 'Location' });
    await user.type(screen.getByLabelText('Location'), 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX 78701, US' }));
    await waitFor(() => expect((screen.getByLabelText('Zipcode') as HTMLInputElement).value).toBe('78701'));
  }

  it('sends the registration as multipart and then opens the login modal on the home page', async () => {
    serveLocationAnd(() => jsonResponse(201, { data: { user: {} }, message: Messages.userCreated }));
    renderWithProviders(<SignupPage />, { route: '/Signup?host=true' });
    fillValidDetails();
    await choosePlace();
    await submit();
    expect(await screen.findByText(Messages.userCreated)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/customer/register/public'))!;
    const form = (call[1] as RequestInit).body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+12025550143',
      password: 'Sunny-Deck-42',
      latitude: '30.27',
      longitude: '-97.74',
      zipcode: '78701',
      gender: '',
      dob: '',
      address: 'Austin, TX 78701, US',
      registerAsHost: 'true',
      designation: '',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    // A brand-new user is welcomed, not greeted with 'Welcome back'.
    expect(authDialog.get()).toEqual({ name: 'login', tab: 'login', reason: 'new-account' });
  });

  it("lists the server's field errors as 'Parameter: first error' lines", async () => {
    serveLocationAnd(() =>
      jsonResponse(409, {
        message: 'An account with this email already exists',
        details: { email: ['An account with this email already exists'], phone: ['Please enter a valid phone number'] },
      }),
    );
    renderWithProviders(<SignupPage />, { route: '/Signup' });
    fillValidDetails();
    await choosePlace();
    await submit();
    const list = (await screen.findByText('Please check these details')).closest('[role="alert"]')!;
    expect(Array.from(list.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'email: An account with this email already exists',
      'phone: Please enter a valid phone number',
    ]);
    expect(helperOf('signup-email')).toBe('An account with this email already exists');
    expect(screen.getByTestId('location').textContent).toBe('/Signup');
    // Listed in the form only: no snackbar for each line.
    await settle();
    expect(screen.getAllByText('email: An account with this email already exists')).toHaveLength(1);
  });
});
