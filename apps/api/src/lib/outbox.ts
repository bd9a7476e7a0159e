import fs from 'node:fs';
import path from 'node:path';

export interface OutboxEntry {
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  code?: string;
}

/**
 * The development stand-in for SMTP and SMS: one JSON line per message in DATA_DIR/outbox.jsonl.
 * The log line deliberately omits the code and the text (codes are never logged).
 */
export function createOutbox(dataDir: string, log?: { info: (obj: object, msg: string) => void }) {
  const file = path.join(dataDir, 'outbox.jsonl');
  // The folder is made once, not before every message (it was a system call a message under load); made again only
  // if it has gone since.
  let folder: Promise<unknown> | undefined;
  const write = async (text: string) => {
    await (folder ??= fs.promises.mkdir(dataDir, { recursive: true }));
    await fs.promises.appendFile(file, text, 'utf8');
  };
  return {
    file,
    async append(entry: Omit<OutboxEntry, 'at'>) {
      const line: OutboxEntry = { at: new Date().toISOString(), ...entry };
      const text = `${JSON.stringify(line)}\n`;
      try {
        await write(text);
      } catch (error) {
        folder = undefined;
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await write(text);
      }
      log?.info(
        { channel: entry.channel, to: maskDestination(entry.to), subject: entry.subject },
        `message written to ${file}`,
      );
    },
    async read(): Promise<OutboxEntry[]> {
      try {
        return parseOutbox(await fs.promises.readFile(file, 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

export function maskDestination(destination: string) {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`;
  return `${destination.slice(0, 3)}***${destination.slice(-2)}`;
}

/** Complete lines only: a reader can catch the file in the middle of an append. */
export function parseOutbox(text: string): OutboxEntry[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}
