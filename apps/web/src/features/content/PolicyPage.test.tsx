import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { PolicyPage } from './PolicyPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const policyId = '00000000-0000-4000-8000-00000000c0de';
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/policy/viewall/public'))
      return jsonResponse(200, { data: [{ uuid: policyId, title: 'Privacy' }] });
    if (url.endsWith(`/policy/view/${policyId}/public`))
      return jsonResponse(200, {
        data: {
          uuid: policyId,
          title: 'Privacy',
          content: '<h2>Privacy</h2><h2>What we keep</h2><p>Only <b>what we need</b>.</p>',
        },
      });
    return jsonResponse(404, { message: 'Policy not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Policy page', () => {
  it('is titled from the fetched policy and renders its HTML', async () => {
    renderWithProviders(<PolicyPage />, { route: `/policy/${policyId}`, path: '/policy/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep' })).toBeTruthy();
    expect(screen.getByText('what we need').tagName).toBe('B');
    expect(document.title).toContain('Privacy');
    // The content's opening heading repeats the title: it is shown once.
    expect(screen.getAllByText('Privacy', { selector: 'h1, h2' })).toHaveLength(1);
  });

  it('says so when the policy does not exist', async () => {
    renderWithProviders(<PolicyPage />, { route: '/policy/nope', path: '/policy/:id' });
    expect(await screen.findByRole('heading', { name: 'Policy not found' })).toBeTruthy();
  });
});
