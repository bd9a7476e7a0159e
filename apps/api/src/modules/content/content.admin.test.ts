import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminMessages, ContactHandledResponseSchema, ContactListResponseSchema, Messages } from '@app/contract';
import { adminCallers, expectAdminOnly } from '../../../test/admin-access.ts';
import { createTestApp } from '../../../test/app.ts';
import { queryRows } from '../../db/client.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe(`policies audit and the contact inbox (${onServer ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const callers = await adminCallers(context);
  const admin = callers.admin;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: admin.auth, payload });
  const auditOf = (targetId: string) =>
    queryRows<{
      action: string;
      actor_id: string;
      target_type: string;
      target_label: string;
      details: Record<string, unknown>;
    }>(
      deps.db,
      sql`select action, actor_id, target_type, target_label, details from audit_log where target_id = ${targetId}
        order by created_at`,
    );
  const submitContact = async (name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/contact-us',
      payload: { name, email: 'someone@example.com', phone: '+15551234567', message: `Hello from ${name}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.uuid as string;
  };
  const inbox = async (query = '') => {
    const response = await call('GET', `/admin/contact/viewall${query}`);
    expect(response.statusCode).toBe(200);
    return ContactListResponseSchema.parse(response.json());
  };

  it('answers 404 to visitors, customers and hosts, 403 to a blocked admin, and serves admins', async () => {
    const contact = await submitContact('Matrix Sender');
    const policy = (await call('POST', '/admin/policy/create', { title: 'Matrix', content: '<p>x</p>' })).json().data;
    const routes = [
      { method: 'GET', url: '/api/v1/admin/contact/viewall?handled=false' },
      { method: 'PUT', url: `/api/v1/admin/contact/${contact}/handled`, payload: { handled: true } },
      { method: 'POST', url: '/api/v1/admin/policy/create', payload: { title: 'Matrix Two', content: '<p>y</p>' } },
      {
        method: 'PUT',
        url: `/api/v1/admin/policy/${policy.uuid}/update`,
        payload: { title: 'M', content: '<p>z</p>' },
      },
      { method: 'DELETE', url: `/api/v1/admin/policy/${policy.uuid}/delete` },
    ] as const;
    for (const route of routes) await expectAdminOnly(context, callers, route);
    for (const [, headers] of callers.others) {
      const bad = await app.inject({ method: 'PUT', url: `/api/v1/admin/contact/x/handled`, headers, payload: {} });
      expect(bad.statusCode).toBe(404);
    }
  });

  it('records policy create, update and delete in the audit log with before and after', async () => {
    const created = await call('POST', '/admin/policy/create', {
      title: 'House Rules',
      content: '<p>Be kind</p><script>x()</script>',
    });
    expect(created.statusCode).toBe(201);
    const policy = created.json().data;
    expect(policy.content).toBe('<p>Be kind</p>');
    const updated = await call('PUT', `/admin/policy/${policy.uuid}/update`, {
      title: 'House Rules 2026',
      content: '<p>Be very kind</p>',
    });
    expect(updated.statusCode).toBe(200);
    expect((await call('DELETE', `/admin/policy/${policy.uuid}/delete`)).statusCode).toBe(200);
    const entries = await auditOf(policy.uuid);
    expect(entries.map((entry) => [entry.action, entry.target_type, entry.target_label, entry.actor_id])).toEqual([
      ['policy.create', 'policy', 'House Rules', admin.user.id],
      ['policy.update', 'policy', 'House Rules 2026', admin.user.id],
      ['policy.delete', 'policy', 'House Rules 2026', admin.user.id],
    ]);
    expect(entries[0]!.details).toEqual({ before: null, after: policy });
    expect(entries[1]!.details).toEqual({ before: policy, after: updated.json().data });
    expect(entries[2]!.details).toEqual({ before: updated.json().data, after: null });
  });

  it('writes no audit row when a policy change is refused', async () => {
    const policy = (await call('POST', '/admin/policy/create', { title: 'Kept', content: '<p>Kept</p>' })).json().data;
    const emptied = await call('PUT', `/admin/policy/${policy.uuid}/update`, {
      title: 'Kept',
      content: '<script></script>',
    });
    expect(emptied.statusCode).toBe(400);
    const missing = await call('DELETE', '/admin/policy/00000000-0000-4000-8000-000000000000/delete');
    expect(missing.json().message).toBe(Messages.policyNotFound);
    expect((await auditOf(policy.uuid)).map((entry) => entry.action)).toEqual(['policy.create']);
  });

  it('marks a contact request handled and open again, with who and when, filters on it and audits both', async () => {
    const first = await submitContact('Open Olga');
    const second = await submitContact('Handled Hana');
    const handled = await call('PUT', `/admin/contact/${second}/handled`, { handled: true });
    expect(handled.statusCode).toBe(200);
    const body = ContactHandledResponseSchema.parse(handled.json());
    expect(body.message).toBe(AdminMessages.contactHandled);
    expect(body.data).toMatchObject({ uuid: second, name: 'Handled Hana', handledAt: expect.any(String) });
    const [stored] = await queryRows<{ handled_by: string | null }>(
      deps.db,
      sql`select handled_by from contact_requests where id = ${second}`,
    );
    expect(stored!.handled_by).toBe(admin.user.id);

    const open = await inbox('?handled=false');
    expect(open.data.map((entry) => entry.uuid)).toContain(first);
    expect(open.data.map((entry) => entry.uuid)).not.toContain(second);
    expect(open.data.every((entry) => entry.handledAt === null)).toBe(true);
    const done = await inbox('?handled=true');
    expect(done.data.every((entry) => entry.handledAt !== null)).toBe(true);
    expect(done.data.map((entry) => entry.uuid)).toContain(second);
    const all = await inbox();
    expect(all.count).toBe(open.count + done.count);

    const reopened = await call('PUT', `/admin/contact/${second}/handled`, { handled: false });
    expect(reopened.json()).toMatchObject({ message: AdminMessages.contactUnhandled, data: { handledAt: null } });
    const [cleared] = await queryRows<{ handled_by: string | null }>(
      deps.db,
      sql`select handled_by from contact_requests where id = ${second}`,
    );
    expect(cleared!.handled_by).toBeNull();
    expect((await inbox('?handled=false')).data.map((entry) => entry.uuid)).toContain(second);
    const entries = await auditOf(second);
    expect(entries.map((entry) => [entry.action, entry.target_type, entry.target_label])).toEqual([
      ['contact.handled', 'contact', 'Handled Hana <someone@example.com>'],
      ['contact.unhandled', 'contact', 'Handled Hana <someone@example.com>'],
    ]);
  });

  it('refuses a missing flag with 400 and unknown requests with 404', async () => {
    const contact = await submitContact('Flagless Fred');
    for (const payload of [{}, { handled: 'yes' }]) {
      expect((await call('PUT', `/admin/contact/${contact}/handled`, payload)).statusCode).toBe(400);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call('PUT', `/admin/contact/${id}/handled`, { handled: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(AdminMessages.contactNotFound);
    }
    expect(await auditOf(contact)).toEqual([]);
  });
});
