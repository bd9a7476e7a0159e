import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';

// The field remembers, for the whole page, that the real one has loaded: a fresh copy of the module is a fresh page
// (the web suites share their modules between files).
let DeferredPlaceField: typeof import('./DeferredPlaceField.tsx').DeferredPlaceField;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredPlaceField } = await import('./DeferredPlaceField.tsx'));
});

const field = (id: string) =>
  renderWithProviders(<DeferredPlaceField id={id} label="Address" value="" onTextChange={() => undefined} />);

describe('DeferredPlaceField', () => {
  it('is a plain text box until focused, then the suggestions field; later fields start as the suggestions field', async () => {
    const first = field('first');
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Address' })).toBeNull();
    fireEvent.focus(screen.getByRole('textbox', { name: 'Address' }));
    const loaded = await screen.findByRole('combobox', { name: 'Address' });
    // The real field took the caret back from the plain one it replaced.
    expect(document.activeElement).toBe(loaded);
    first.unmount();

    field('second');
    expect(screen.getByRole('combobox', { name: 'Address' })).toBeTruthy();
  });
});
