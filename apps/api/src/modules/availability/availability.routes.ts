import { z } from 'zod';
import { Messages } from '@app/contract';
import type { VenuesService } from '../venues/venues.service.ts';
import { defineRoutes } from '../route-registry.ts';
import type { AvailabilityService } from './availability.service.ts';

export function availabilityRoutes(services: { venues: VenuesService; availability: AvailabilityService }) {
  const { venues, availability } = services;

  return defineRoutes(
    {
      tags: ['availability'],
      // The listing's host or an admin; anyone else gets 404, whatever they send.
      guard: ({ user, params }) => venues.ownedVenueFacts(user, params.id),
    },
    {
      'GET /venue/:id/schedule/raw/view': {
        summary: 'Schedule entries as the editor loads them',
        handler: async ({ guarded: venue }) => ({ data: await availability.rawSchedule(venue) }),
      },

      'PUT /venue/:id/schedule/raw/update': {
        summary: 'Replace the schedule (and scheduling period, slots)',
        handler: async ({ guarded: venue, body }) => {
          await availability.updateSchedule(venue, body, (executor, patch) =>
            venues.saveAvailabilitySettings(executor, venue.id, patch),
          );
          return { data: await availability.rawSchedule(venue), message: Messages.scheduleUpdated };
        },
      },

      'GET /venue/:id/calendar/block/viewall': {
        summary: 'Blocks, optionally overlapping a date range',
        handler: async ({ guarded: venue, query }) => ({ data: await availability.listBlocks(venue, query) }),
      },

      'POST /venue/:id/calendar/block/create': {
        summary: 'Block hours',
        handler: async ({ guarded: venue, body }) => ({
          data: await availability.createBlock(venue, body),
          message: Messages.blockCreated,
        }),
      },

      'PUT /venue/:id/calendar/block/:blockId/update': {
        summary: 'Change a block',
        handler: async ({ guarded: venue, params, body }) => ({
          data: await availability.updateBlock(venue, blockIdOf(params.blockId), body),
          message: Messages.blockUpdated,
        }),
      },

      'DELETE /venue/:id/calendar/block/:blockId/delete': {
        summary: 'Remove a block',
        handler: async ({ guarded: venue, params }) => {
          await availability.deleteBlock(venue, blockIdOf(params.blockId));
          return { data: {}, message: Messages.deletedSuccessfully };
        },
      },
    },
  );
}

const blockIdOf = (value: string) =>
  z.uuid().safeParse(value).success ? value : '00000000-0000-0000-0000-000000000000';
