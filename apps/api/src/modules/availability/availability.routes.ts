import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockBodySchema,
  BlockFilterQuerySchema,
  BlockListResponseSchema,
  BlockSavedResponseSchema,
  EmptyMessageResponseSchema,
  Messages,
  ScheduleRawResponseSchema,
  ScheduleUpdateBodySchema,
  ScheduleUpdatedResponseSchema,
} from '@app/contract';
import { parseWith } from '../../lib/http.ts';
import { requireVerified } from '../accounts/access.ts';
import type { VenuesService } from '../venues/venues.service.ts';
import type { AvailabilityService } from './availability.service.ts';

const VenueParams = z.object({ id: z.string() });
const BlockParams = z.object({ id: z.string(), blockId: z.string() });

export async function registerAvailabilityRoutes(
  fastify: FastifyInstance,
  services: { venues: VenuesService; availability: AvailabilityService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { venues, availability } = services;
  const schema = { tags: ['availability'], security: [{ bearer: [] }] };
  const ownedVenue = async (request: Parameters<typeof requireVerified>[0], id: string) =>
    venues.ownedVenueFacts(await requireVerified(request), id);

  app.get(
    '/venue/:id/schedule/raw/view',
    {
      schema: {
        ...schema,
        summary: 'Schedule entries as the editor loads them',
        params: VenueParams,
        response: { 200: ScheduleRawResponseSchema },
      },
    },
    async (request) => {
      return { data: await availability.rawSchedule(await ownedVenue(request, request.params.id)) };
    },
  );

  app.put(
    '/venue/:id/schedule/raw/update',
    {
      schema: {
        ...schema,
        summary: 'Replace the schedule (and scheduling period, slots)',
        params: VenueParams,
        response: { 200: ScheduleUpdatedResponseSchema },
      },
    },
    async (request) => {
      const venue = await ownedVenue(request, request.params.id);
      const body = parseWith(ScheduleUpdateBodySchema, request.body ?? {});
      await availability.updateSchedule(venue, body, (executor, patch) =>
        venues.saveAvailabilitySettings(executor, venue.id, patch),
      );
      return { data: await availability.rawSchedule(venue), message: Messages.scheduleUpdated };
    },
  );

  app.get(
    '/venue/:id/calendar/block/viewall',
    {
      schema: {
        ...schema,
        summary: 'Blocks, optionally overlapping a date range',
        params: VenueParams,
        querystring: BlockFilterQuerySchema,
        response: { 200: BlockListResponseSchema },
      },
    },
    async (request) => {
      const venue = await ownedVenue(request, request.params.id);
      return { data: await availability.listBlocks(venue, request.query) };
    },
  );

  app.post(
    '/venue/:id/calendar/block/create',
    { schema: { ...schema, summary: 'Block hours', params: VenueParams, response: { 201: BlockSavedResponseSchema } } },
    async (request, reply) => {
      const venue = await ownedVenue(request, request.params.id);
      const body = parseWith(BlockBodySchema, request.body ?? {});
      return reply
        .code(201)
        .send({ data: await availability.createBlock(venue, body), message: Messages.blockCreated });
    },
  );

  app.put(
    '/venue/:id/calendar/block/:blockId/update',
    {
      schema: {
        ...schema,
        summary: 'Change a block',
        params: BlockParams,
        response: { 200: BlockSavedResponseSchema },
      },
    },
    async (request) => {
      const venue = await ownedVenue(request, request.params.id);
      const body = parseWith(BlockBodySchema, request.body ?? {});
      return {
        data: await availability.updateBlock(venue, blockIdOf(request.params.blockId), body),
        message: Messages.blockUpdated,
      };
    },
  );

  app.delete(
    '/venue/:id/calendar/block/:blockId/delete',
    {
      schema: {
        ...schema,
        summary: 'Remove a block',
        params: BlockParams,
        response: { 200: EmptyMessageResponseSchema },
      },
    },
    async (request) => {
      const venue = await ownedVenue(request, request.params.id);
      await availability.deleteBlock(venue, blockIdOf(request.params.blockId));
      return { data: {}, message: Messages.deletedSuccessfully };
    },
  );
}

const blockIdOf = (value: string) =>
  z.uuid().safeParse(value).success ? value : '00000000-0000-0000-0000-000000000000';
