import { AdminMessages, Limits, Messages, VenueCreateBodySchema, VenueUpdateBodySchema } from '@app/contract';
import { parseWith, readMultipart } from '../../lib/http.ts';
import { defineRoutes, type RouteEntry } from '../route-registry.ts';
import type { VenuesService } from './venues.service.ts';
import { serializeVenueDetailResponse } from './venues.presenter.ts';

export function venueRoutes(services: { venues: VenuesService }) {
  const { venues } = services;
  const imageFiles = { files: { images: Limits.maxImagesPerListing } };
  // Answers the large detail with its own serializer (venues.presenter.ts).
  const viewListing: RouteEntry<'GET /venue/:id/view/public' | 'GET /venue/:id/view'>['handler'] = async ({
    user,
    params,
    reply,
  }) => {
    const data = await venues.view(params.id, user);
    return reply.type('application/json; charset=utf-8').serializer(serializeVenueDetailResponse).send({ data });
  };

  return {
    ...defineRoutes(
      { tags: ['venues'] },
      {
        'GET /venue/viewall/public': {
          summary: 'Search listings (visitors)',
          handler: async ({ user, query }) => venues.search(query, user),
        },

        'GET /venue/viewall': {
          summary: 'Search listings (signed in; dates, favourites)',
          handler: async ({ user, query }) => venues.search(query, user),
        },

        'GET /venue/prices/public': {
          summary: "The spread of a search's prices (its price range set aside), for the price filter",
          handler: async ({ query }) => ({ data: await venues.priceSpread(query) }),
        },

        'GET /venue/viewall/hosted': {
          summary: "The host's own listings",
          handler: async ({ user }) => ({ data: await venues.hosted(user) }),
        },

        'GET /venue/:id/view/public': { summary: 'One listing (visitors)', handler: viewListing },
        'GET /venue/:id/view': { summary: 'One listing (signed in)', handler: viewListing },

        'POST /venue/create': {
          summary: 'Create a listing (multipart, 3–20 images); it waits for approval',
          handler: async ({ request, user }) => {
            const form = await readMultipart(request, imageFiles);
            const body = parseWith(VenueCreateBodySchema, form.fields);
            return { data: await venues.create(user, body, form.files), message: Messages.listingSubmitted };
          },
        },

        'PUT /venue/:id/update': {
          summary: 'Update a listing (multipart); category and slots stay',
          handler: async ({ request, user, params }) => {
            const form = await readMultipart(request, imageFiles);
            const body = parseWith(VenueUpdateBodySchema, form.fields);
            return {
              data: await venues.update(user, params.id, body, form.files),
              message: Messages.listingUpdated,
            };
          },
        },

        'PUT /venue/:id/rules': {
          summary: "Replace the listing's booking rules (its host or an admin)",
          handler: async ({ user, params, body }) => ({
            data: await venues.saveRules(user, params.id, body),
            message: Messages.rulesSaved,
          }),
        },

        'DELETE /venue/:id/delete': {
          summary: 'Delete a listing',
          handler: async ({ user, params }) => {
            await venues.remove(user, params.id);
            return { data: {}, message: Messages.deletedSuccessfully };
          },
        },

        'GET /venue/favourite/viewall': {
          summary: 'My favourites',
          handler: async ({ user }) => ({ data: await venues.listFavourites(user) }),
        },

        'POST /venue/favourite/add/:id': {
          summary: 'Add a favourite (idempotent)',
          handler: async ({ user, params }) => {
            await venues.addFavourite(user, params.id);
            return { data: { uuid: params.id, isFavourite: true }, message: Messages.addedToFavourites };
          },
        },

        'DELETE /venue/favourite/remove/:id': {
          summary: 'Remove a favourite',
          handler: async ({ user, params }) => {
            await venues.removeFavourite(user, params.id);
            return { data: { uuid: params.id, isFavourite: false }, message: Messages.deletedSuccessfully };
          },
        },
      },
    ),
    ...defineRoutes(
      { tags: ['admin'] },
      {
        'GET /admin/venue/viewall': {
          summary: 'Listings for review (approved=false: the queue)',
          handler: async ({ query }) => venues.listForReview(query.approved, query.limit, query.page),
        },

        'PUT /admin/venue/:id/approve': {
          summary: 'Approve a listing',
          handler: async ({ user, params }) => ({
            data: await venues.review(user, params.id, { approve: true }),
            message: Messages.listingApproved,
          }),
        },

        'PUT /admin/venue/:id/reject': {
          summary: 'Reject a listing with a reason (emailed to the host)',
          handler: async ({ user, params, body }) => ({
            data: await venues.review(user, params.id, { approve: false, reason: body.reason }),
            message: Messages.listingRejected,
          }),
        },

        'GET /admin/listings': {
          summary: 'All listings by text, host, category and state',
          handler: async ({ query }) => venues.listForAdmin(query),
        },

        'POST /admin/venue/approve': {
          summary: 'Approve several pending listings at once',
          handler: async ({ user, body }) => ({
            data: await venues.approveMany(user, body.ids),
            message: AdminMessages.listingsApproved,
          }),
        },

        'PUT /admin/venue/:id/unpublish': {
          summary: 'Take a listing out of search, with a reason',
          handler: async ({ user, params, body }) => ({
            data: await venues.unpublish(user, params.id, body.reason),
            message: AdminMessages.listingUnpublished,
          }),
        },

        'PUT /admin/venue/:id/restore': {
          summary: 'Publish it again',
          handler: async ({ user, params, body }) => ({
            data: await venues.restore(user, params.id, body.reason),
            message: AdminMessages.listingRestored,
          }),
        },
      },
    ),
  };
}
