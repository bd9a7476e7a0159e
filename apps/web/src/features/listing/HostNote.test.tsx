import type { VenueDetail } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { HostNote } from './HostNote.tsx';

const venue = {
  uuid: '3653d84e-76ad-4852-8f9e-cc21eb8de504',
  title: 'Fort Point Brick-and-Beam Studio',
  rent: 40,
  rating: 0,
  reviewCount: 0,
  approved: true,
  status: 1,
  slots: null,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Studio', slots: false, slotPrefix: null },
  timezone: 'America/New_York',
  schedulingPeriod: 60,
  schedules: [],
  reservations: [],
} as unknown as VenueDetail;

afterEach(() => vi.unstubAllGlobals());

describe('host note', () => {
  it('opens the Schedule dialog for the listing from Manage schedule, and closes it', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/schedule/raw/view')
        ? jsonResponse(200, { data: [] })
        : jsonResponse(200, { data: venue }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<HostNote venue={venue} />);
    const user = userEvent.setup();
    // Nothing of the editor is loaded before the host asks for it.
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Manage schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage schedule' });
    expect(await within(dialog).findByText('No open hours yet')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain(`/venue/${venue.uuid}/`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
