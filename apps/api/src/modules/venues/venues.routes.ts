import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListingListResponseSchema,
  AdminListingQuerySchema,
  AdminListingResponseSchema,
  AdminMessages,
  AdminReasonBodySchema,
  AdminVenueListResponseSchema,
  AdminVenueQuerySchema,
  EmptyMessageResponseSchema,
  FavouriteResponseSchema,
  BulkApproveBodySchema,
  BulkApproveResponseSchema,
  Limits,
  Messages,
  VenueCardListResponseSchema,
  VenueCreateBodySchema,
  VenueDetailListResponseSchema,
  VenueDetailResponseSchema,
  VenueRejectBodySchema,
  VenueSavedResponseSchema,
  VenueSearchQuerySchema,
  VenueSearchResponseSchema,
  VenueUpdateBodySchema,
} from '@app/contract';
import { parseWith, readMultipart } from '../../lib/http.ts';
import {
  adminOnly,
  optionalUser,
  requireAdmin,
  requireHost,
  requireUser,
  requireVerified,
} from '../accounts/access.ts';
import type { VenuesService } from './venues.service.ts';
import { serializeVenueDetailResponse } from './venues.presenter.ts';

const IdParams = z.object({ id: z.string() });

export async function registerVenueRoutes(fastify: FastifyInstance, services: { venues: VenuesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { venues } = services;
  const tags = ['venues'];
  const bearer = [{ bearer: [] }];
  const imageFiles = { files: { images: Limits.maxImagesPerListing } };

  app.get(
    '/venue/viewall/public',
    {
      schema: {
        tags,
        summary: 'Search listings (visitors)',
        querystring: VenueSearchQuerySchema,
        response: { 200: VenueSearchResponseSchema },
      },
    },
    async (request) => {
      return venues.search(request.query, await optionalUser(request));
    },
  );

  app.get(
    '/venue/viewall',
    {
      schema: {
        tags,
        summary: 'Search listings (signed in; dates, favourites)',
        querystring: VenueSearchQuerySchema,
        security: bearer,
        response: { 200: VenueSearchResponseSchema },
      },
    },
    async (request) => venues.search(request.query, await requireUser(request)),
  );

  app.get(
    '/venue/viewall/hosted',
    {
      schema: {
        tags,
        summary: "The host's own listings",
        security: bearer,
        response: { 200: VenueDetailListResponseSchema },
      },
    },
    async (request) => {
      return { data: await venues.hosted(await requireHost(request)) };
    },
  );

  app.get(
    '/venue/:id/view/public',
    {
      schema: {
        tags,
        summary: 'One listing (visitors)',
        params: IdParams,
        response: { 200: VenueDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await venues.view(request.params.id, await optionalUser(request));
      return reply.type('application/json; charset=utf-8').serializer(serializeVenueDetailResponse).send({ data });
    },
  );

  app.get(
    '/venue/:id/view',
    {
      schema: {
        tags,
        summary: 'One listing (signed in)',
        params: IdParams,
        security: bearer,
        response: { 200: VenueDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await venues.view(request.params.id, await requireUser(request));
      return reply.type('application/json; charset=utf-8').serializer(serializeVenueDetailResponse).send({ data });
    },
  );

  app.post(
    '/venue/create',
    {
      schema: {
        tags,
        summary: 'Create a listing (multipart, 3–20 images); it waits for approval',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 201: VenueSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const host = await requireHost(request);
      const form = await readMultipart(request, imageFiles);
      const body = parseWith(VenueCreateBodySchema, form.fields);
      const data = await venues.create(host, body, form.files);
      return reply.code(201).send({ data, message: Messages.listingSubmitted });
    },
  );

  app.put(
    '/venue/:id/update',
    {
      schema: {
        tags,
        summary: 'Update a listing (multipart); category and slots stay',
        params: IdParams,
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 200: VenueSavedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      const form = await readMultipart(request, imageFiles);
      const body = parseWith(VenueUpdateBodySchema, form.fields);
      return { data: await venues.update(user, request.params.id, body, form.files), message: Messages.listingUpdated };
    },
  );

  app.delete(
    '/venue/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a listing',
        params: IdParams,
        security: bearer,
        response: { 200: EmptyMessageResponseSchema },
      },
    },
    async (request) => {
      await venues.remove(await requireVerified(request), request.params.id);
      return { data: {}, message: Messages.deletedSuccessfully };
    },
  );

  app.get(
    '/venue/favourite/viewall',
    { schema: { tags, summary: 'My favourites', security: bearer, response: { 200: VenueCardListResponseSchema } } },
    async (request) => {
      return { data: await venues.listFavourites(await requireVerified(request)) };
    },
  );

  app.post(
    '/venue/favourite/add/:id',
    {
      schema: {
        tags,
        summary: 'Add a favourite (idempotent)',
        params: IdParams,
        security: bearer,
        response: { 200: FavouriteResponseSchema },
      },
    },
    async (request) => {
      await venues.addFavourite(await requireVerified(request), request.params.id);
      return { data: { uuid: request.params.id, isFavourite: true }, message: Messages.addedToFavourites };
    },
  );

  app.delete(
    '/venue/favourite/remove/:id',
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        params: IdParams,
        security: bearer,
        response: { 200: FavouriteResponseSchema },
      },
    },
    async (request) => {
      await venues.removeFavourite(await requireVerified(request), request.params.id);
      return { data: { uuid: request.params.id, isFavourite: false }, message: Messages.deletedSuccessfully };
    },
  );

  const adminTags = ['admin'];
  app.get(
    '/admin/venue/viewall',
    {
      schema: {
        tags: adminTags,
        summary: 'Listings for review (approved=false: the queue)',
        querystring: AdminVenueQuerySchema,
        security: bearer,
        response: { 200: AdminVenueListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return venues.listForReview(request.query.approved, request.query.limit, request.query.page);
    },
  );

  app.put(
    '/admin/venue/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary: 'Approve a listing',
        params: IdParams,
        security: bearer,
        response: { 200: VenueSavedResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return {
        data: await venues.review(admin, request.params.id, { approve: true }),
        message: Messages.listingApproved,
      };
    },
  );

  app.put(
    '/admin/venue/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary: 'Reject a listing with a reason (emailed to the host)',
        params: IdParams,
        security: bearer,
        response: { 200: VenueSavedResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const body = parseWith(VenueRejectBodySchema, request.body ?? {});
      return {
        data: await venues.review(admin, request.params.id, { approve: false, reason: body.reason }),
        message: Messages.listingRejected,
      };
    },
  );

  app.get(
    '/admin/listings',
    {
      schema: {
        tags: adminTags,
        summary: 'All listings by text, host, category and state',
        querystring: AdminListingQuerySchema,
        security: bearer,
        response: { 200: AdminListingListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return venues.listForAdmin(request.query);
    },
  );

  app.post(
    '/admin/venue/approve',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        summary: 'Approve several pending listings at once',
        body: BulkApproveBodySchema,
        security: bearer,
        response: { 200: BulkApproveResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await venues.approveMany(admin, request.body.ids), message: AdminMessages.listingsApproved };
    },
  );

  for (const [action, message] of [
    ['unpublish', AdminMessages.listingUnpublished],
    ['restore', AdminMessages.listingRestored],
  ] as const) {
    app.put(
      `/admin/venue/:id/${action}`,
      {
        onRequest: adminOnly,
        schema: {
          tags: adminTags,
          summary: action === 'unpublish' ? 'Take a listing out of search, with a reason' : 'Publish it again',
          params: IdParams,
          body: AdminReasonBodySchema,
          security: bearer,
          response: { 200: AdminListingResponseSchema },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        const { id } = request.params;
        const { reason } = request.body;
        const data =
          action === 'unpublish' ? await venues.unpublish(admin, id, reason) : await venues.restore(admin, id, reason);
        return { data, message };
      },
    );
  }
}
