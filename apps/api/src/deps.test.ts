import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS, redactUrl } from './deps.ts';

describe('logging without secrets', () => {
  it('redacts credentials in query strings', () => {
    expect(redactUrl('/api/v1/event/restricted/subscribe?access_token=abc.def&lastEventId=4')).toBe(
      '/api/v1/event/restricted/subscribe?access_token=[redacted]&lastEventId=4',
    );
    expect(redactUrl('/x?a=1&token=123456')).toBe('/x?a=1&token=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('redacts authorization headers, passwords, tokens and codes in log objects', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    log.info(
      {
        req: { headers: { authorization: 'Bearer secret-token' } },
        body: { password: 'Sunny-Pool-42', code: '123456', token: 't' },
      },
      'x',
    );
    expect(lines.join('')).not.toMatch(/secret-token|Sunny-Pool-42|123456/);
  });
});
