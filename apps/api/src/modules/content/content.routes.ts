import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMessages,
  ContactBodySchema,
  ContactHandledBodySchema,
  ContactHandledResponseSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactSubmittedResponseSchema,
  Messages,
  PolicyDeletedResponseSchema,
  PolicyListResponseSchema,
  PolicySavedResponseSchema,
  PolicyUpsertBodySchema,
  PolicyViewResponseSchema,
} from '@app/contract';
import { ok, parseWith, readMultipart } from '../../lib/http.ts';
import { optionalUser, requireAdmin, adminOnly } from '../accounts/access.ts';
import type { ContentService } from './content.service.ts';

// Ids are checked by the service so a malformed one is a 404 like an unknown one, not a 400.
const IdParamsSchema = z.object({ id: z.string() });

const adminSchema = { tags: ['admin'], security: [{ bearer: [] }] };

export async function registerContentRoutes(app: FastifyInstance, services: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content } = services;
  const actorOf = async (request: FastifyRequest) => (await requireAdmin(request)).id;

  api.get(
    '/policy/viewall/public',
    {
      schema: {
        tags: ['content'],
        summary: 'Policy titles for the footer',
        response: { 200: PolicyListResponseSchema },
      },
    },
    async () => ({ data: await content.listPolicies() }),
  );

  api.get(
    '/policy/view/:id/public',
    {
      schema: {
        tags: ['content'],
        summary: 'One policy with its HTML content',
        params: IdParamsSchema,
        response: { 200: PolicyViewResponseSchema },
      },
    },
    async (request) => ({ data: await content.getPolicy(request.params.id) }),
  );

  api.post(
    '/admin/policy/create',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Create a policy (HTML is sanitised)',
        body: PolicyUpsertBodySchema,
        response: { 201: PolicySavedResponseSchema },
      },
    },
    async (request, reply) =>
      ok(reply, await content.createPolicy(await actorOf(request), request.body), Messages.policyCreated, 201),
  );

  api.put(
    '/admin/policy/:id/update',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Update a policy (HTML is sanitised)',
        params: IdParamsSchema,
        body: PolicyUpsertBodySchema,
        response: { 200: PolicySavedResponseSchema },
      },
    },
    async (request, reply) => {
      const policy = await content.updatePolicy(await actorOf(request), request.params.id, request.body);
      return ok(reply, policy, Messages.policyUpdated);
    },
  );

  api.delete(
    '/admin/policy/:id/delete',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Delete a policy',
        params: IdParamsSchema,
        response: { 200: PolicyDeletedResponseSchema },
      },
    },
    async (request, reply) => {
      const deleted = await content.deletePolicy(await actorOf(request), request.params.id);
      return ok(reply, deleted, Messages.deletedSuccessfully);
    },
  );

  api.post(
    '/customer/contact-us',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: 'Send a message to support (multipart or JSON: name, email, phone, message)',
        response: { 200: ContactSubmittedResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields } = await readMultipart(request, { files: {} });
      const contact = parseWith(ContactBodySchema, fields);
      const user = await optionalUser(request);
      return ok(reply, await content.submitContactRequest({ ...contact, userId: user?.id }), Messages.contactSubmitted);
    },
  );

  api.get(
    '/admin/contact/viewall',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Contact requests, newest first; ?handled=false: the open ones',
        querystring: ContactListQuerySchema,
        response: { 200: ContactListResponseSchema },
      },
    },
    async (request) => content.listContactRequests(request.query),
  );

  api.put(
    '/admin/contact/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        ...adminSchema,
        summary: 'Mark a contact request handled, or open again',
        params: IdParamsSchema,
        body: ContactHandledBodySchema,
        response: { 200: ContactHandledResponseSchema },
      },
    },
    async (request, reply) => {
      const { handled } = request.body;
      const contact = await content.setContactHandled(await actorOf(request), request.params.id, handled);
      return ok(reply, contact, handled ? AdminMessages.contactHandled : AdminMessages.contactUnhandled);
    },
  );
}
