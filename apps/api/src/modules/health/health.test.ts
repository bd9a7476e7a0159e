import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createHealthService } from './health.service.ts';

describe('health', async () => {
  const { app, services, deps } = await createTestApp();

  it('answers liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ok');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers readiness with the database state', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ database: 'up', events: 'up' });
  });

  it('is not ready, naming `events`, while the events hub cannot deliver', async () => {
    const events = { delivering: false };
    const health = createHealthService({ db: deps.db, driver: deps.database.driver, events });
    expect(await health.readiness()).toEqual({
      ready: false,
      data: { status: 'unavailable', database: 'up', events: 'down', driver: deps.database.driver },
    });
    events.delivering = true;
    expect((await health.readiness()).data).toMatchObject({ status: 'ready', events: 'up' });
  });

  it('is alive but not ready while the server is starting, and ready once it has started', async () => {
    let started!: () => void;
    services.health.startingUntil(new Promise<void>((resolve) => (started = resolve)));
    const starting = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json().data).toMatchObject({ status: 'starting', database: 'up' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    started();
    await new Promise((resolve) => setImmediate(resolve));
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTruthy();
  });

  it('serves the OpenAPI UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('sets security headers and answers CORS pre-flights', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toMatch(/authorization/);
    const plain = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer, found or not', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      // The test app is served over http: browsers are not asked to upgrade.
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('compresses large responses and keeps an incoming request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip', 'x-request-id': 'trace-123' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('accepts a GET with a JSON content type and no body, and a PUT with neither', async () => {
    const get = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
    });
    expect(get.statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
  });
});
