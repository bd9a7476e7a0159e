import os from 'node:os';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/deps.ts';

/** The app's own logger (serializers, redaction), writing JSON lines into `lines` instead of stdout. */
export function memoryLogger(lines: string[]) {
  return createLogger(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: os.tmpdir() }),
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
