import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, describe, expect, it } from 'vitest';
import { Messages } from '@app/contract';
import { createTestApp } from '../test/app.ts';
import { memoryLogger } from '../test/log.ts';
import { loadConfig } from './config.ts';
import { readMultipart, removeUploadsAfterResponse } from './lib/http.ts';

/*
 * Issue 12 B7 and B8: hostile but harmless requests answer 4xx and are logged quietly; the web app's files are
 * cached the right way; uploads wait on disk, not in memory, and are removed after the response.
 */
const logLines: string[] = [];
/** A built web app in miniature: index.html, a service worker and one hashed asset. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hourly Spaces</title>');
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('hostile requests and static files', async () => {
  const context = await createTestApp({ env: { WEB_DIST: webDist }, overrides: { log: memoryLogger(logLines) } });
  const { app } = context;
  fs.writeFileSync(path.join(context.dataDir, 'secret.txt'), 'do not serve');
  const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);

  /** Sends bytes as they are (no client normalises the path) and returns the status line. */
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

  it('answers 404 to path traversal on /uploads/ over a raw socket, never a file outside it, never a 500', async () => {
    logLines.length = 0;
    for (const target of [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/....//secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/a/../../secret.txt',
      '/uploads/..\\secret.txt',
      '/uploads/%00',
    ]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect([400, 404], `${target}: ${answer.split('\r\n')[0]}`).toContain(statusOf(answer));
      expect(answer).not.toContain('do not serve');
    }
    expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('answers 400 to malformed multipart (truncated, no boundary) and logs no error', async () => {
    logLines.length = 0;
    const truncated =
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=XYZ', truncated],
      ['multipart/form-data', 'hello'],
    ] as const) {
      const answer = await raw(
        `POST /api/v1/customer/register/public HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(statusOf(answer), answer.split('\r\n')[0]).toBe(400);
      expect(answer).toContain(Messages.malformedForm);
    }
    expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('revalidates index.html and the service worker, caches hashed assets for good, and 404s unknown assets', async () => {
    for (const pathname of ['/', '/index.html', '/listing?categoryId=0', '/view-detail/abc']) {
      const response = await app.inject({ method: 'GET', url: pathname });
      expect(response.statusCode, pathname).toBe(200);
      expect(response.headers['cache-control'], pathname).toBe('no-cache');
      expect(response.body).toContain('<title>Hourly Spaces</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves the OpenAPI UI by default outside production, and not when API_DOCS=false', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const closed = await createTestApp({ env: { API_DOCS: 'false' } });
    expect((await closed.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await closed.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    await closed.close();
  });
});

describe('uploads wait on disk', () => {
  it('streams each file to a temporary file and removes it when the response ends', async () => {
    const app = Fastify();
    await app.register(multipart, { limits: { fileSize: 1024 * 1024 } });
    removeUploadsAfterResponse(app);
    app.post('/echo', async (request) => {
      const form = await readMultipart(request, { files: { images: 3 } });
      return {
        fields: form.fields,
        files: form.files.map((file) => ({
          path: file.path,
          size: file.size,
          existsDuringRequest: fs.existsSync(file.path),
          content: fs.readFileSync(file.path, 'utf8'),
        })),
      };
    });
    const form = new FormData();
    form.append('title', 'Pool');
    form.append('images', new Blob(['first image bytes']), 'a.jpg');
    form.append('images', new Blob(['second']), 'b.jpg');
    const response = await app.inject({ method: 'POST', url: '/echo', payload: form });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ title: 'Pool' });
    expect(body.files).toEqual([
      expect.objectContaining({ size: 17, existsDuringRequest: true, content: 'first image bytes' }),
      expect.objectContaining({ size: 6, existsDuringRequest: true, content: 'second' }),
    ]);
    for (let waited = 0; waited < 2000 && fs.existsSync(body.files[0].path); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fs.existsSync(body.files[0].path)).toBe(false);
    expect(fs.existsSync(path.dirname(body.files[0].path))).toBe(false);
    await app.close();
  });
});
