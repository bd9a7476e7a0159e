import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ContactListResponseSchema, ContactSubmittedResponseSchema, Messages } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { contactRequests, jobs } from '../../db/schema.ts';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+15551234567',
  message: 'Can I book the pool for a birthday party of 20 guests?',
};

/** Every non-empty set of fields that can be missing, in the order the spec names them. */
const missingFieldSets = Array.from({ length: 15 }, (_, index) =>
  CONTACT_FIELDS.filter((_field, bit) => (index + 1) & (1 << bit)),
);

async function multipartOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

describe('contact us', async () => {
  const { app, deps } = await createTestApp();
  const admin = await createUser(deps, { isAdmin: true });

  // The route is rate limited per IP: each request gets its own address unless a test says otherwise.
  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter += 1;
    return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };

  const submitJson = (body: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/v1/customer/contact-us', payload: body as object, headers, remoteAddress });
  const submitMultipart = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const multipart = await multipartOf(fields);
    return app.inject({
      method: 'POST',
      url: '/api/v1/customer/contact-us',
      payload: multipart.payload,
      headers: { ...multipart.headers, ...headers },
      remoteAddress: nextAddress(),
    });
  };

  const storedRequest = async (uuid: string) => {
    const [row] = await deps.db.select().from(contactRequests).where(eq(contactRequests.id, uuid));
    return row;
  };
  const countRows = async () => {
    const [requests] = await deps.db.select({ total: count() }).from(contactRequests);
    const [queued] = await deps.db.select({ total: count() }).from(jobs);
    return { requests: requests!.total, jobs: queued!.total };
  };

  it('stores a multipart request and emails it to the support address', async () => {
    const response = await submitMultipart(validContact);
    expect(response.statusCode).toBe(200);
    const body = ContactSubmittedResponseSchema.parse(response.json());
    expect(body.message).toBe(Messages.contactSubmitted);

    expect(await storedRequest(body.data.uuid)).toMatchObject({ ...validContact, userId: null });

    await deps.jobs.drain();
    const emails = (await deps.outbox.read()).filter(
      (entry) => entry.channel === 'email' && entry.to === deps.config.supportEmail,
    );
    const email = emails.find((entry) => entry.text.includes(validContact.message));
    expect(email).toBeDefined();
    expect(email!.subject).toBe('Contact request from Ada Lovelace');
    for (const value of Object.values(validContact)) expect(email!.text).toContain(value);
  });

  it('accepts a JSON body and links the request to the signed-in user', async () => {
    const { user, accessToken } = await createUser(deps, { emailVerified: false, phoneVerified: false });
    const response = await submitJson({ ...validContact, message: 'Signed-in question' }, bearer(accessToken));
    expect(response.statusCode).toBe(200);
    expect(await storedRequest(response.json().data.uuid)).toMatchObject({
      userId: user.id,
      message: 'Signed-in question',
    });
  });

  it('treats an invalid bearer token as a visitor', async () => {
    const response = await submitJson(validContact, { authorization: 'Bearer forged' });
    expect(response.statusCode).toBe(200);
    expect(await storedRequest(response.json().data.uuid)).toMatchObject({ userId: null });
  });

  it('prefixes the phone with + when it lacks one and trims the fields', async () => {
    const response = await submitMultipart({
      ...validContact,
      name: '  Ada  ',
      email: ' ADA@Example.com ',
      phone: '15557654321',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedRequest(response.json().data.uuid)).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+15557654321',
    });
  });

  it('normalises a formatted phone to E.164 and keeps an unparseable one with a + prefix', async () => {
    const formatted = await submitJson({ ...validContact, phone: '(555) 765-4321' });
    expect(await storedRequest(formatted.json().data.uuid)).toMatchObject({ phone: '+15557654321' });
    const odd = await submitJson({ ...validContact, phone: '12' });
    expect(await storedRequest(odd.json().data.uuid)).toMatchObject({ phone: '+12' });
  });

  it.each(missingFieldSets.map((missing) => [missing.join(', '), missing] as const))(
    'names the missing fields (%s) and stores nothing',
    async (names, missing) => {
      const before = await countRows();
      const fields = Object.fromEntries(
        Object.entries(validContact).filter(([field]) => !missing.includes(field as ContactField)),
      ) as Record<string, string>;
      // Alternate between absent and blank fields: both count as missing.
      const blanked = { ...fields, ...Object.fromEntries(missing.slice(0, 1).map((field) => [field, '   '])) };
      for (const response of [await submitJson(fields), await submitMultipart(blanked)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(`${Messages.contactMandatoryPrefix}${names}`);
        expect(Object.keys(response.json().details).sort()).toEqual([...missing].sort());
      }
      expect(await countRows()).toEqual(before);
    },
  );

  it('reports every field when the body is empty', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/contact-us',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${Messages.contactMandatoryPrefix}name, email, phone, message`);
  });

  const invalidEmails = ['not-an-email', 'ada@', 'ada@example', 'ada example@example.com'];
  it.each(invalidEmails)('rejects the email "%s" and stores nothing', async (email) => {
    const before = await countRows();
    const response = await submitMultipart({ ...validContact, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: Messages.invalidEmail,
      details: { email: [Messages.invalidEmail] },
    });
    expect(await countRows()).toEqual(before);
  });

  it('rejects file parts', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validContact)) form.append(key, value);
    form.append('attachment', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/contact-us',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('limits each address to 10 requests a minute', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await submitJson({}, {}, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await submitJson(validContact, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(Messages.tooManyRequests);
    expect((await submitJson(validContact)).statusCode).toBe(200);
  });

  describe('admin list', () => {
    const listRequests = (query: string, token = admin.accessToken) =>
      app.inject({ method: 'GET', url: `/api/v1/admin/contact/viewall${query}`, headers: bearer(token) });

    it('lists requests newest first with the total count', async () => {
      for (const message of ['first', 'second', 'third']) await submitJson({ ...validContact, message });
      const response = await listRequests('?limit=100');
      expect(response.statusCode).toBe(200);
      const { data, count: total } = ContactListResponseSchema.parse(response.json());
      expect(total).toBe((await countRows()).requests);
      expect(data).toHaveLength(total);
      expect(data.slice(0, 3).map((request) => request.message)).toEqual(['third', 'second', 'first']);
      const times = data.map((request) => Date.parse(request.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(data[0]).toMatchObject({
        name: validContact.name,
        email: validContact.email,
        phone: validContact.phone,
        userId: null,
      });
    });

    it('pages with limit and page', async () => {
      const all = ContactListResponseSchema.parse((await listRequests('?limit=100')).json()).data;
      const second = ContactListResponseSchema.parse((await listRequests('?limit=2&page=2')).json());
      expect(second.data).toEqual(all.slice(2, 4));
      expect(second.count).toBe(all.length);
      const beyond = ContactListResponseSchema.parse((await listRequests('?limit=2&page=1000')).json());
      expect(beyond.data).toEqual([]);
    });

    it('rejects an invalid page size', async () => {
      expect((await listRequests('?limit=0')).statusCode).toBe(400);
      expect((await listRequests('?limit=1000')).statusCode).toBe(400);
    });

    it('answers 404 to everyone but admins', async () => {
      const customer = await createUser(deps);
      const host = await createUser(deps, { isHost: true });
      for (const headers of [
        {},
        { authorization: 'Bearer forged' },
        bearer(customer.accessToken),
        bearer(host.accessToken),
      ]) {
        const response = await app.inject({ method: 'GET', url: '/api/v1/admin/contact/viewall?limit=0', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(Messages.notFound);
      }
    });
  });
});
