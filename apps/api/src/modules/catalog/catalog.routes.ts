import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAmenityListResponseSchema,
  AdminAmenitySavedResponseSchema,
  AdminCategoryListResponseSchema,
  AdminCategorySavedResponseSchema,
  AdminDeletedResponseSchema,
  AdminMessages,
  AmenityListResponseSchema,
  AmenityUpsertBodySchema,
  CategoryListResponseSchema,
  CategoryUpsertBodySchema,
  Messages,
} from '@app/contract';
import { ok } from '../../lib/http.ts';
import { requireAdmin, adminOnly } from '../accounts/access.ts';
import type { CatalogService } from './catalog.service.ts';

// Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
const IdParamsSchema = z.object({ id: z.string() });

const adminSchema = { tags: ['admin'], security: [{ bearer: [] }] };

/** Reference lists are public: a bearer token is accepted and ignored (docs/product/wire-contract.md#transport). Admins edit them. */
export async function registerCatalogRoutes(app: FastifyInstance, services: { catalog: CatalogService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = services;
  const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

  const categoryRoute = {
    schema: {
      tags: ['catalog'],
      summary: 'Listing categories, in display order',
      response: { 200: CategoryListResponseSchema },
    },
  };
  const listCategories = async () => ({ data: await catalog.listCategories() });
  api.get('/category/viewall', categoryRoute, listCategories);
  api.get('/category/viewall/public', categoryRoute, listCategories);

  const amenityRoute = {
    schema: {
      tags: ['catalog'],
      summary: 'Amenities a listing can offer, in display order',
      response: { 200: AmenityListResponseSchema },
    },
  };
  const listAmenities = async () => ({ data: await catalog.listAmenities() });
  api.get('/amenity/viewall', amenityRoute, listAmenities);
  api.get('/amenity/viewall/public', amenityRoute, listAmenities);

  api.get(
    '/admin/category/viewall',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Categories with how many listings use each',
        response: { 200: AdminCategoryListResponseSchema },
      },
    },
    async () => ({ data: await catalog.listCategoriesForAdmin() }),
  );

  api.post(
    '/admin/category/create',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Create a category (it sorts last)',
        body: CategoryUpsertBodySchema,
        response: { 201: AdminCategorySavedResponseSchema },
      },
    },
    async (request, reply) =>
      ok(reply, await catalog.createCategory(await actorOf(request), request.body), AdminMessages.created, 201),
  );

  api.put(
    '/admin/category/:id/update',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Rename a category or change its slot settings (slots only while no listing uses it)',
        params: IdParamsSchema,
        body: CategoryUpsertBodySchema,
        response: { 200: AdminCategorySavedResponseSchema },
      },
    },
    async (request, reply) => {
      const category = await catalog.updateCategory(await actorOf(request), request.params.id, request.body);
      return ok(reply, category, AdminMessages.updated);
    },
  );

  api.get(
    '/admin/amenity/viewall',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Amenities with how many listings offer each',
        response: { 200: AdminAmenityListResponseSchema },
      },
    },
    async () => ({ data: await catalog.listAmenitiesForAdmin() }),
  );

  api.post(
    '/admin/amenity/create',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Create an amenity (it sorts last)',
        body: AmenityUpsertBodySchema,
        response: { 201: AdminAmenitySavedResponseSchema },
      },
    },
    async (request, reply) =>
      ok(reply, await catalog.createAmenity(await actorOf(request), request.body), AdminMessages.created, 201),
  );

  api.put(
    '/admin/amenity/:id/update',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Rename an amenity',
        params: IdParamsSchema,
        body: AmenityUpsertBodySchema,
        response: { 200: AdminAmenitySavedResponseSchema },
      },
    },
    async (request, reply) => {
      const amenity = await catalog.updateAmenity(await actorOf(request), request.params.id, request.body);
      return ok(reply, amenity, AdminMessages.updated);
    },
  );

  for (const kind of ['category', 'amenity'] as const) {
    api.delete(
      `/admin/${kind}/:id/delete`,
      {
        onRequest: adminOnly,
        schema: {
          ...adminSchema,
          summary: `Delete ${kind === 'category' ? 'a category' : 'an amenity'} no listing uses`,
          params: IdParamsSchema,
          response: { 200: AdminDeletedResponseSchema },
        },
      },
      async (request, reply) =>
        ok(reply, await catalog.remove(await actorOf(request), kind, request.params.id), Messages.deletedSuccessfully),
    );
  }
}
