import { AdminMessages, ContactBodySchema, Messages } from '@app/contract';
import { parseWith, readMultipart } from '../../lib/http.ts';
import { defineRoutes } from '../route-registry.ts';
import type { ContentService } from './content.service.ts';

// Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
export function contentRoutes(services: { content: ContentService }) {
  const { content } = services;

  return {
    ...defineRoutes(
      { tags: ['content'] },
      {
        'GET /policy/viewall/public': {
          summary: 'Policy titles for the footer',
          handler: async () => ({ data: await content.listPolicies() }),
        },

        'GET /policy/view/:id/public': {
          summary: 'One policy with its HTML content',
          handler: async ({ params }) => ({ data: await content.getPolicy(params.id) }),
        },

        'POST /customer/contact-us': {
          summary: 'Send a message to support (multipart or JSON: name, email, phone, message)',
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          handler: async ({ request, user }) => {
            const { fields } = await readMultipart(request, { files: {} });
            const contact = parseWith(ContactBodySchema, fields);
            return {
              data: await content.submitContactRequest({ ...contact, userId: user?.id }),
              message: Messages.contactSubmitted,
            };
          },
        },
      },
    ),
    ...defineRoutes(
      { tags: ['admin'] },
      {
        'POST /admin/policy/create': {
          summary: 'Create a policy (HTML is sanitised)',
          handler: async ({ user, body }) => ({
            data: await content.createPolicy(user.id, body),
            message: Messages.policyCreated,
          }),
        },

        'PUT /admin/policy/:id/update': {
          summary: 'Update a policy (HTML is sanitised)',
          handler: async ({ user, params, body }) => ({
            data: await content.updatePolicy(user.id, params.id, body),
            message: Messages.policyUpdated,
          }),
        },

        'DELETE /admin/policy/:id/delete': {
          summary: 'Delete a policy',
          handler: async ({ user, params }) => ({
            data: await content.deletePolicy(user.id, params.id),
            message: Messages.deletedSuccessfully,
          }),
        },

        'GET /admin/contact/viewall': {
          summary: 'Contact requests, newest first; ?handled=false: the open ones',
          handler: async ({ query }) => content.listContactRequests(query),
        },

        'PUT /admin/contact/:id/handled': {
          summary: 'Mark a contact request handled, or open again',
          handler: async ({ user, params, body }) => ({
            data: await content.setContactHandled(user.id, params.id, body.handled),
            message: body.handled ? AdminMessages.contactHandled : AdminMessages.contactUnhandled,
          }),
        },
      },
    ),
  };
}
