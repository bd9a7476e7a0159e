import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { formDataOf, pngImage, registrationFields } from '../../test/accounts.ts';

/** A minimal S3 stand-in (path-style PUT/GET/DELETE) with S3's error shape for missing keys. */
async function startS3StandIn() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
      requests.push(
        `${request.method} ${key} ${request.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`,
      );
      if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    objects,
    requests,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3-compatible storage', async () => {
  const s3 = await startS3StandIn();
  afterAll(() => s3.close());
  const context = await createTestApp({
    env: {
      S3_BUCKET: 'spaces',
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
  });
  const { app } = context;

  it('stores uploads in the bucket (signed requests) and serves them at the same relative path', async () => {
    const image = await pngImage(300, 300);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/register/public',
      payload: (() => {
        const form = formDataOf(registrationFields());
        form.append('image', new Blob([new Uint8Array(image)]), 'me.png');
        return form;
      })(),
    });
    expect(response.statusCode).toBe(201);
    const imagePath: string = response.json().data.user.displayImage.path;
    expect(s3.objects.has(`/spaces/${imagePath}`)).toBe(true);
    expect(s3.objects.get(`/spaces/${imagePath}`)!.contentType).toBe('image/webp');
    expect(s3.requests.some((line) => line.startsWith(`PUT /spaces/${imagePath} signed`))).toBe(true);
    const served = await app.inject({ method: 'GET', url: `/${imagePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(s3.objects.get(`/spaces/${imagePath}`)!.body)).toBe(true);
  });

  it('answers 404 for a missing object or a path outside uploads', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/avatars/zz/missing.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/a%20b%3Cc.webp' })).statusCode).toBe(404);
  });
});
