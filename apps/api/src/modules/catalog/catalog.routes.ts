import { AdminMessages, Messages } from '@app/contract';
import { defineRoutes } from '../route-registry.ts';
import type { CatalogService } from './catalog.service.ts';

/** Reference lists are public: a bearer token is accepted and ignored (docs/product/wire-contract.md#transport). Admins edit them. */
export function catalogRoutes(services: { catalog: CatalogService }) {
  const { catalog } = services;
  const categories = {
    summary: 'Listing categories, in display order',
    handler: async () => ({ data: await catalog.listCategories() }),
  };
  const amenities = {
    summary: 'Amenities a listing can offer, in display order',
    handler: async () => ({ data: await catalog.listAmenities() }),
  };

  return {
    ...defineRoutes(
      { tags: ['catalog'] },
      {
        'GET /category/viewall': categories,
        'GET /category/viewall/public': categories,
        'GET /amenity/viewall': amenities,
        'GET /amenity/viewall/public': amenities,
      },
    ),
    // Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
    ...defineRoutes(
      { tags: ['admin'] },
      {
        'GET /admin/category/viewall': {
          summary: 'Categories with how many listings use each',
          handler: async () => ({ data: await catalog.listCategoriesForAdmin() }),
        },

        'POST /admin/category/create': {
          summary: 'Create a category (it sorts last)',
          handler: async ({ user, body }) => ({
            data: await catalog.createCategory(user.id, body),
            message: AdminMessages.created,
          }),
        },

        'PUT /admin/category/:id/update': {
          summary: 'Rename a category or change its slot settings (slots only while no listing uses it)',
          handler: async ({ user, params, body }) => ({
            data: await catalog.updateCategory(user.id, params.id, body),
            message: AdminMessages.updated,
          }),
        },

        'DELETE /admin/category/:id/delete': {
          summary: 'Delete a category no listing uses',
          handler: async ({ user, params }) => ({
            data: await catalog.remove(user.id, 'category', params.id),
            message: Messages.deletedSuccessfully,
          }),
        },

        'GET /admin/amenity/viewall': {
          summary: 'Amenities with how many listings offer each',
          handler: async () => ({ data: await catalog.listAmenitiesForAdmin() }),
        },

        'POST /admin/amenity/create': {
          summary: 'Create an amenity (it sorts last)',
          handler: async ({ user, body }) => ({
            data: await catalog.createAmenity(user.id, body),
            message: AdminMessages.created,
          }),
        },

        'PUT /admin/amenity/:id/update': {
          summary: 'Rename an amenity',
          handler: async ({ user, params, body }) => ({
            data: await catalog.updateAmenity(user.id, params.id, body),
            message: AdminMessages.updated,
          }),
        },

        'DELETE /admin/amenity/:id/delete': {
          summary: 'Delete an amenity no listing uses',
          handler: async ({ user, params }) => ({
            data: await catalog.remove(user.id, 'amenity', params.id),
            message: Messages.deletedSuccessfully,
          }),
        },
      },
    ),
  };
}
