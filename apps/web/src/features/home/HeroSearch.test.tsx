import { Messages } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { todayIso } from '../../lib/date-rules.ts';
import { HeroSearch } from './HeroSearch.tsx';

const studios = { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Studio', slots: false, slotPrefix: null };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/category/viewall/public')) return jsonResponse(200, { data: [studios] });
      if (url.includes('/location/find/places/')) return jsonResponse(200, ['Austin, TX 78701, US']);
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

describe('home hero search', () => {
  it('goes to /listing with categoryId, address, r=50, fromDate and toDate', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSearch />);
    await user.type(screen.getByLabelText('Location'), 'Austin, TX');
    // Focus loads the suggestions field, which takes over the text typed so far; waiting for it also keeps its
    // import from outliving this file's environment (a CI run failed on that unhandled rejection).
    expect(((await screen.findByRole('combobox', { name: 'Location' })) as HTMLInputElement).value).toBe('Austin, TX');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), studios.uuid);
    const to = screen.getByLabelText('To date') as HTMLInputElement;
    expect(to.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2099-03-01' } });
    fireEvent.change(to, { target: { value: '2099-03-04' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/listing?categoryId=${studios.uuid}&address=Austin%2C+TX&r=50&fromDate=2099-03-01&toDate=2099-03-04`,
      ),
    );
  });

  it('drops empty values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/listing?r=50'));
  });

  it('applies the date rules: no From before today, To pushed forward', async () => {
    renderWithProviders(<HeroSearch />);
    const from = screen.getByLabelText('From date') as HTMLInputElement;
    const to = screen.getByLabelText('To date') as HTMLInputElement;
    expect(from.min).toBe(todayIso());
    fireEvent.change(from, { target: { value: '2000-01-01' } });
    expect(screen.getByText(Messages.searchFromInPast)).toBeTruthy();
    fireEvent.change(from, { target: { value: '2099-03-01' } });
    fireEvent.change(to, { target: { value: '2099-03-02' } });
    fireEvent.change(from, { target: { value: '2099-03-09' } });
    expect(to.value).toBe('2099-03-09');
  });
});
