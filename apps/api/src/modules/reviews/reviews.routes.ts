import { Messages } from '@app/contract';
import { defineRoutes } from '../route-registry.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewRoutes(services: { reviews: ReviewsService }) {
  const { reviews } = services;

  return defineRoutes(
    { tags: ['reviews'] },
    {
      'GET /review/:venueId/viewall': {
        summary: "A listing's reviews, newest first",
        handler: async ({ params }) => ({ data: await reviews.list(params.venueId) }),
      },

      'POST /review/:venueId/create': {
        summary: 'Review a listing you booked',
        handler: async ({ user, params, body }) => ({
          data: await reviews.create(user, params.venueId, body),
          message: Messages.reviewThanks,
        }),
      },

      'PUT /review/:venueId/update/:reviewId': {
        summary: 'Change your review',
        handler: async ({ user, params, body }) => ({
          data: await reviews.update(user, params.venueId, params.reviewId, body),
          message: Messages.reviewUpdated,
        }),
      },

      'DELETE /review/:venueId/delete/:reviewId': {
        summary: 'Delete your review',
        handler: async ({ user, params }) => ({
          data: await reviews.remove(user, params.venueId, params.reviewId),
          message: Messages.reviewDeleted,
        }),
      },
    },
  );
}
