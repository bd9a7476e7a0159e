import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AmenityListResponseSchema, CategoryListResponseSchema } from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { Services } from '../services.ts';
import { createCatalogService } from './catalog.service.ts';

/** Reference lists are public: a bearer token is accepted and ignored (API-CONTRACT §1). */
export async function registerCatalogRoutes(app: FastifyInstance, deps: Deps, _services: Pick<Services, 'audit'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogService({ db: deps.db });

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
}
