import type { FastifyInstance } from 'fastify';

/**
 * Every route documents its answer (docs/product/wire-contract.md): a JSON schema, or for pages, files, streams and
 * redirects `nonJsonBody()` with the content type. Checked as routes are added, so an undocumented route stops the
 * server (and every test) at start. The exception is plugin routes whose schema is exactly `{ hide: true }`:
 * @fastify/static's files and the API docs UI.
 */
export function requireResponseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; response?: unknown } | undefined;
    const pluginRoute = schema !== undefined && schema.hide === true && Object.keys(schema).length === 1;
    if (schema?.response === undefined && !pluginRoute) {
      throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
    }
  });
}
