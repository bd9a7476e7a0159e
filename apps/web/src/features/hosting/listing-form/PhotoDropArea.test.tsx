import { Limits, Messages } from '@app/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoDropArea, type NewPhoto } from './PhotoDropArea.tsx';

const file = (name: string, type = 'image/png', size = 2000) => new File([new Uint8Array(size)], name, { type });

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  let count = 0;
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      count += 1;
      const url = `blob:preview-${count}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ room = Limits.maxImagesPerListing, coverFirst = true }: { room?: number; coverFirst?: boolean }) {
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  return <PhotoDropArea photos={photos} onChange={setPhotos} room={room} coverFirst={coverFirst} />;
}

const tiles = () => within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem');
const names = () => tiles().map((tile) => within(tile).getByRole('img').getAttribute('alt'));

describe('photo drop area', () => {
  it('adds photos from the file picker, with previews and the first as the cover', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Photo files'), [file('a.png'), file('b.jpg', 'image/jpeg')]);
    expect(names()).toEqual(['Photo 1: a.png', 'Photo 2: b.jpg']);
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    expect(within(tiles()[1]!).queryByText('Cover')).toBeNull();
    expect(within(tiles()[0]!).getByRole('img').getAttribute('src')).toMatch(/^blob:preview-/);
  });

  it('refuses other types, files over 10 MB and photos beyond the room left, saying which', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness room={2} />);
    await user.upload(screen.getByLabelText('Photo files'), [
      file('doc.pdf', 'application/pdf'),
      file('big.jpg', 'image/jpeg', Limits.imageMaxBytes + 1),
      file('one.webp', 'image/webp'),
      file('two.png'),
      file('three.png'),
    ]);
    expect(names()).toEqual(['Photo 1: one.webp', 'Photo 2: two.png']);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(`doc.pdf: ${Messages.imageInvalid}`)).toBeTruthy();
    expect(within(alert).getByText(`big.jpg: ${Messages.imageTooLarge}`)).toBeTruthy();
    expect(within(alert).getByText(`${Messages.tooManyImages} (1 not added)`)).toBeTruthy();
    // Full: the picker is off until a photo goes.
    expect((screen.getByRole('button', { name: 'Choose photos' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reorders and removes photos, revoking the previews it no longer shows', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Photo files'), [file('a.png'), file('b.png'), file('c.png')]);
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(names()).toEqual(['Photo 1: a.png', 'Photo 2: c.png', 'Photo 3: b.png']);
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(names()).toEqual(['Photo 1: c.png', 'Photo 2: a.png', 'Photo 3: b.png']);
    expect(screen.getByRole('listitem', { name: 'Photo 1, cover' })).toBeTruthy();

    const before = revoked.length;
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(names()).toEqual(['Photo 1: c.png', 'Photo 2: b.png']);
    expect(revoked.length).toBeGreaterThan(before);
  });

  it('takes dropped and pasted images', () => {
    render(<Harness />);
    fireEvent.drop(screen.getByRole('group', { name: 'Photo drop area' }), {
      dataTransfer: { files: [file('dropped.png')] },
    });
    expect(names()).toEqual(['Photo 1: dropped.png']);

    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { files: [file('pasted.png')], items: [] } });
    fireEvent(window, paste);
    expect(names()).toEqual(['Photo 1: dropped.png', 'Photo 2: pasted.png']);
    expect(paste.defaultPrevented).toBe(true);

    // A paste without files (text into a field) is left alone.
    const text = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(text, { clipboardData: { files: [], items: [] } });
    fireEvent(window, text);
    expect(text.defaultPrevented).toBe(false);
  });

  it('does not call a later photo the cover when the listing keeps its own first photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness coverFirst={false} />);
    await user.upload(screen.getByLabelText('Photo files'), [file('a.png')]);
    expect(within(tiles()[0]!).queryByText('Cover')).toBeNull();
  });
});
