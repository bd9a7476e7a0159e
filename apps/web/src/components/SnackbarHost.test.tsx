import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify.ts';
import { renderWithProviders } from '../test/render.tsx';

/** Media queries answer as on a screen `width` px wide (jsdom has no layout). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

const shown = () => screen.queryAllByText(/^Message \d$/).length;

afterEach(() => vi.unstubAllGlobals());

describe('snackbars', () => {
  it.each([
    [375, 3],
    [1280, 5],
  ])('stack at most so many at %i px: %i', async (width, most) => {
    screenWidth(width);
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let number = 1; number <= 6; number++) notify.info(`Message ${number}`);
    });
    await screen.findByText('Message 1');
    expect(shown()).toBe(most);
  });
});
