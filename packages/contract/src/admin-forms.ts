/**
 * The admin console's form schemas on their own entry point: the web loads it when a form is first shown, not with
 * the page, because schemas bring zod (~55 KB gzip) with them.
 */
export { AmenityUpsertBodySchema, CategoryUpsertBodySchema } from './admin.ts';
export { PolicyUpsertBodySchema } from './catalog.ts';
