import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Messages, PolicyListResponseSchema, PolicyViewResponseSchema, UserStatus } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';

describe('policies', async () => {
  const { app, deps } = await createTestApp();
  const admin = await createUser(deps, { isAdmin: true });
  const customer = await createUser(deps);
  const host = await createUser(deps, { isHost: true });

  const listPolicies = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/policy/viewall/public' });
    return PolicyListResponseSchema.parse(response.json()).data;
  };
  const viewPolicy = (id: string) => app.inject({ method: 'GET', url: `/api/v1/policy/view/${id}/public` });
  const createPolicy = (payload: unknown, token = admin.accessToken) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/policy/create',
      headers: bearer(token),
      payload: payload as object,
    });
  const updatePolicy = (id: string, payload: unknown, token = admin.accessToken) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/admin/policy/${id}/update`,
      headers: bearer(token),
      payload: payload as object,
    });
  const deletePolicy = (id: string, token = admin.accessToken) =>
    app.inject({ method: 'DELETE', url: `/api/v1/admin/policy/${id}/delete`, headers: bearer(token) });

  const hostileHtml =
    '<h2>Rules</h2><p onclick="steal()">Be kind.</p><script>alert(document.cookie)</script>' +
    '<a href="https://example.com/more" onmouseover="x()">More</a><a href="javascript:alert(1)">Bad</a>';

  describe('public', () => {
    it('lists the seeded policies by title in display order', async () => {
      const policies = await listPolicies();
      expect(policies.map((policy) => policy.title)).toEqual([
        'Terms of Service',
        'Privacy Policy',
        'Cancellation Policy',
      ]);
      expect(Object.keys(policies[0]!).sort()).toEqual(['title', 'uuid']);
    });

    it('shows one policy under data (one level) with its HTML content', async () => {
      const cancellation = (await listPolicies()).find((policy) => policy.title === 'Cancellation Policy')!;
      const response = await viewPolicy(cancellation.uuid);
      expect(response.statusCode).toBe(200);
      const policy = PolicyViewResponseSchema.parse(response.json()).data;
      expect(policy).toMatchObject({ uuid: cancellation.uuid, title: 'Cancellation Policy' });
      expect(policy.content).toContain('<h2>Cancellation Policy</h2>');
      for (const rule of ['24 hours', '100%', '50%', '15 minutes', 'full refund'])
        expect(policy.content).toContain(rule);
    });

    it('accepts and ignores an invalid bearer token', async () => {
      const [first] = await listPolicies();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/policy/view/${first!.uuid}/public`,
        headers: { authorization: 'Bearer expired.or.forged' },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['an unknown id', crypto.randomUUID()],
      ['a malformed id', 'not-a-uuid'],
      ['a number', '42'],
      ['an injection attempt', encodeURIComponent("1' or '1'='1")],
      ['a uuid with extra text', `${crypto.randomUUID()}x`],
    ])('answers 404 JSON for %s', async (_label, id) => {
      const response = await viewPolicy(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: Messages.policyNotFound });
    });
  });

  describe('admin', () => {
    it('creates a policy with sanitised content, listed last', async () => {
      const response = await createPolicy({ title: '  House Rules ', content: hostileHtml });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(Messages.policyCreated);
      expect(body.data.title).toBe('House Rules');
      expect(body.data.content).not.toMatch(/script|onclick|onmouseover|javascript:/i);
      expect(body.data.content).toContain('<p>Be kind.</p>');
      expect(body.data.content).toMatch(/<a href="https:\/\/example\.com\/more"[^>]* target="_blank"[^>]*>More<\/a>/);
      expect(body.data.content).toMatch(
        /<a href="https:\/\/example\.com\/more"[^>]* rel="noopener noreferrer"[^>]*>More<\/a>/,
      );

      const stored = PolicyViewResponseSchema.parse((await viewPolicy(body.data.uuid)).json()).data;
      expect(stored.content).toBe(body.data.content);
      expect((await listPolicies()).at(-1)).toEqual({ uuid: body.data.uuid, title: 'House Rules' });
    });

    it('creates two policies with the same title', async () => {
      const first = await createPolicy({ title: 'Same Title', content: '<p>One</p>' });
      const second = await createPolicy({ title: 'Same Title', content: '<p>Two</p>' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(first.json().data.uuid).not.toBe(second.json().data.uuid);
    });

    it('updates title and content, sanitising the content', async () => {
      const created = (await createPolicy({ title: 'Draft', content: '<p>Draft</p>' })).json().data;
      const response = await updatePolicy(created.uuid, { title: 'Final', content: hostileHtml });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(Messages.policyUpdated);
      const stored = PolicyViewResponseSchema.parse((await viewPolicy(created.uuid)).json()).data;
      expect(stored.title).toBe('Final');
      expect(stored.content).not.toMatch(/<script|onclick|javascript:/i);
      expect(stored.content).toContain('href="https://example.com/more"');
    });

    it('deletes a policy', async () => {
      const created = (await createPolicy({ title: 'Temporary', content: '<p>Soon gone</p>' })).json().data;
      const response = await deletePolicy(created.uuid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { uuid: created.uuid }, message: Messages.deletedSuccessfully });
      expect((await viewPolicy(created.uuid)).statusCode).toBe(404);
      expect((await deletePolicy(created.uuid)).statusCode).toBe(404);
    });

    it('rejects a missing title or content with the field named', async () => {
      const noTitle = await createPolicy({ title: '  ', content: '<p>x</p>' });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json()).toMatchObject({
        message: 'Please enter a title',
        details: { title: ['Please enter a title'] },
      });
      const noContent = await createPolicy({ title: 'Empty' });
      expect(noContent.statusCode).toBe(400);
      expect(noContent.json().details).toHaveProperty('content');
    });

    it('rejects content that is empty once unsafe HTML is removed', async () => {
      const response = await createPolicy({ title: 'Only a script', content: '<script>alert(1)</script>' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(Messages.policyContentEmpty);
      expect((await listPolicies()).map((policy) => policy.title)).not.toContain('Only a script');
    });

    it.each([
      ['an unknown id', crypto.randomUUID()],
      ['a malformed id', 'nope'],
    ])('answers 404 when updating or deleting %s', async (_label, id) => {
      expect((await updatePolicy(id, { title: 'X', content: '<p>x</p>' })).statusCode).toBe(404);
      expect((await deletePolicy(id)).statusCode).toBe(404);
    });
  });

  describe('admin routes stay hidden from everyone else', async () => {
    const [terms] = await listPolicies();
    const callers = [
      ['a visitor', undefined],
      ['an invalid token', 'forged-token'],
      ['a customer', customer.accessToken],
      ['a host', host.accessToken],
    ] as const;

    it.each(callers)('answers 404 to %s', async (_label, token) => {
      const headers = token ? bearer(token) : {};
      const responses = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/policy/create',
          headers,
          payload: { title: 'Hack', content: '<p>x</p>' },
        }),
        app.inject({ method: 'POST', url: '/api/v1/admin/policy/create', headers, payload: { title: '' } }),
        app.inject({
          method: 'PUT',
          url: `/api/v1/admin/policy/${terms!.uuid}/update`,
          headers,
          payload: { title: 'Hack', content: '<p>x</p>' },
        }),
        app.inject({ method: 'DELETE', url: `/api/v1/admin/policy/${terms!.uuid}/delete`, headers }),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(Messages.notFound);
      }
      const stored = PolicyViewResponseSchema.parse((await viewPolicy(terms!.uuid)).json()).data;
      expect(stored.title).toBe('Terms of Service');
      expect((await listPolicies()).map((policy) => policy.title)).not.toContain('Hack');
    });

    it('answers 403 with the account flags to a blocked admin', async () => {
      const blocked = await createUser(deps, { isAdmin: true, status: UserStatus.BLOCKED });
      const response = await createPolicy({ title: 'Blocked', content: '<p>x</p>' }, blocked.accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toMatchObject({ status: UserStatus.BLOCKED });
    });
  });
});
