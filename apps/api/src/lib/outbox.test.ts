import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox } from './outbox.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
const freshFolder = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  roots.push(root);
  return path.join(root, 'data');
};

describe('outbox (the development stand-in for SMTP and SMS)', () => {
  it('makes its folder on the first message and keeps every message of a burst as one whole line', async () => {
    const dataDir = freshFolder();
    const outbox = createOutbox(dataDir);
    expect(fs.existsSync(dataDir)).toBe(false);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        outbox.append({ channel: 'email', to: `guest${index}@example.com`, subject: 'Hi', text: `Message ${index}` }),
      ),
    );
    const entries = await outbox.read();
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((entry) => entry.to)).size).toBe(40);
    expect(entries.find((entry) => entry.to === 'guest7@example.com')?.text).toBe('Message 7');
  });

  it('makes the folder again when it has been removed since', async () => {
    const dataDir = freshFolder();
    const outbox = createOutbox(dataDir);
    await outbox.append({ channel: 'sms', to: '+15125550100', text: 'first' });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await outbox.append({ channel: 'sms', to: '+15125550100', text: 'second' });
    expect((await outbox.read()).map((entry) => entry.text)).toEqual(['second']);
  });
});
