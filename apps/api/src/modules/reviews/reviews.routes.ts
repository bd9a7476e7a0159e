import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages, ReviewBodySchema, Routes } from '@app/contract';
import { parseWith } from '../../lib/http.ts';
import { requireVerified } from '../accounts/access.ts';
import type { ReviewsService } from './reviews.service.ts';

const VenueParams = z.object({ venueId: z.string() });
const ReviewParams = z.object({ venueId: z.string(), reviewId: z.string() });

export async function registerReviewRoutes(fastify: FastifyInstance, services: { reviews: ReviewsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = services;
  const tags = ['reviews'];
  const security = [{ bearer: [] }];

  app.get(
    '/review/:venueId/viewall',
    {
      schema: {
        tags,
        summary: "A listing's reviews, newest first",
        params: VenueParams,
        response: { 200: Routes['GET /review/:venueId/viewall'].response },
      },
    },
    async (request) => {
      return { data: await reviews.list(request.params.venueId) };
    },
  );

  app.post(
    '/review/:venueId/create',
    {
      schema: {
        tags,
        security,
        summary: 'Review a listing you booked',
        params: VenueParams,
        response: { 201: Routes['POST /review/:venueId/create'].response },
      },
    },
    async (request, reply) => {
      const user = await requireVerified(request);
      const body = parseWith(ReviewBodySchema, request.body ?? {});
      return reply.code(201).send({
        data: await reviews.create(user, request.params.venueId, body),
        message: Messages.reviewThanks,
      });
    },
  );

  app.put(
    '/review/:venueId/update/:reviewId',
    {
      schema: {
        tags,
        security,
        summary: 'Change your review',
        params: ReviewParams,
        response: { 200: Routes['PUT /review/:venueId/update/:reviewId'].response },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      const body = parseWith(ReviewBodySchema, request.body ?? {});
      return {
        data: await reviews.update(user, request.params.venueId, request.params.reviewId, body),
        message: Messages.reviewUpdated,
      };
    },
  );

  app.delete(
    '/review/:venueId/delete/:reviewId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your review',
        params: ReviewParams,
        response: { 200: Routes['DELETE /review/:venueId/delete/:reviewId'].response },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      return {
        data: await reviews.remove(user, request.params.venueId, request.params.reviewId),
        message: Messages.reviewDeleted,
      };
    },
  );
}
