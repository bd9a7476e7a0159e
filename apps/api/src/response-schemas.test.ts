import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Routes } from '@app/contract';
import { createTestApp } from '../test/app.ts';
import { keepHandlerPayload, rejectSchemaChangedBody } from '../test/envelope.ts';
import { requireResponseSchemas } from './lib/route-rules.ts';

type Operation = { responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

/*
 * Issue 17: every route declares its answer, so the OpenAPI document at /api/docs describes every response. The rule
 * is enforced where routes are added (lib/route-rules.ts); this file proves the rule and walks the document.
 */
describe('response schemas', () => {
  it('refuses a route without a response schema when it is added, and lets plugin file routes through', async () => {
    const app = Fastify();
    requireResponseSchemas(app);
    app.get('/documented', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
      ok: true,
    }));
    app.get('/static-file', { schema: { hide: true } }, async () => 'file');
    expect(() => app.get('/undocumented', async () => ({ ok: true }))).toThrow(
      'GET /undocumented declares no response schema',
    );
    expect(() => app.get('/hidden-page', { schema: { hide: true, summary: 'x' } }, async () => 'x')).toThrow(
      'declares no response schema',
    );
    await app.close();
  });

  it('the test guard fails a body the response schema would strip, and leaves an exact one alone', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('preSerialization', keepHandlerPayload);
    app.addHook('onSend', rejectSchemaChangedBody);
    const schema = { response: { 200: z.object({ data: z.object({ uuid: z.string() }) }) } };
    app.get('/narrow', { schema }, async () => ({ data: { uuid: 'u', title: 'dropped by the schema' } }));
    app.get('/exact', { schema }, async () => ({ data: { uuid: 'u' } }));
    const narrow = await app.inject('/narrow');
    expect(narrow.statusCode).toBe(500);
    expect(narrow.json().message).toBe('GET /narrow: the response schema changed the body');
    expect((await app.inject('/exact')).json()).toEqual({ data: { uuid: 'u' } });
    await app.close();
  });

  it('every operation of the OpenAPI document describes its answer', async () => {
    const { app } = await createTestApp({ reference: false });
    const document = (app as unknown as { swagger(): Document }).swagger();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const undocumented = operations
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => /^[23]/.test(status)))
      .map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });

  it('the contract route map names every API route, and only those', async () => {
    const { app } = await createTestApp({ reference: false });
    const document = (app as unknown as { swagger(): Document }).swagger();
    const registered = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map(
            (method) =>
              `${method.toUpperCase()} ${path.slice('/api/v1'.length).replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? '*' : `:${name}`))}`,
          ),
      )
      .sort();
    expect(Object.keys(Routes).sort()).toEqual(registered);
  });
});
