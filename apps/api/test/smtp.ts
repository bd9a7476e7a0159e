import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process (no auth, no TLS) that records every message and connection. */
export function startSmtp(port: number, received: ReceivedMail[], connections: string[] = []) {
  const server = new SMTPServer({
    onConnect(session, callback) {
      connections.push(session.id);
      callback();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Closing ends open connections after 100 ms (the mailer keeps a pool of them), as a server going down would.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export const closeSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Decodes a quoted-printable body enough to find plain text in it. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeBody(body: string, encoding: string | undefined) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
  return body;
}

function splitHeaders(block: string) {
  const end = block.search(/\r?\n\r?\n/);
  const head = (end === -1 ? block : block.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const body = end === -1 ? '' : block.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A raw message read by hand (`mailparser` does not install): headers, and the text and HTML parts decoded. */
export function parseMail(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const parts: Array<{ type: string; body: string }> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      parts.push({
        type: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
        body: decodeBody(part.body, part.headers['content-transfer-encoding']),
      });
    }
  } else {
    parts.push({
      type: (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim(),
      body: decodeBody(body, headers['content-transfer-encoding']),
    });
  }
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}
