import crypto from 'node:crypto';
import { Messages, isUuid, type ContactRequest, type Policy, type PolicySummary } from '@app/contract';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import { queueEmail } from '../../lib/delivery.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { EmailMessage } from '../../lib/mailer.ts';
import { createContentRepository } from './content.repository.ts';
import { sanitizePolicyHtml } from './policy-html.ts';

export interface ContentServiceDeps {
  db: Database;
  jobs: Pick<JobRunner, 'nudge'>;
  supportEmail: string;
}

export interface PolicyInput {
  title: string;
  content: string;
}

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The signed-in sender, if any. */
  userId?: string;
}

export function slugOf(title: string) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'policy';
}

export function contactEmailOf(supportEmail: string, contact: ContactInput): EmailMessage {
  const sender = contact.name.replace(/\s+/g, ' ');
  return {
    to: supportEmail,
    replyTo: contact.email,
    subject: `Contact request from ${sender}`,
    text: [
      'A new contact request was submitted.',
      '',
      `Name: ${contact.name}`,
      `Email: ${contact.email}`,
      `Phone: ${contact.phone}`,
      `Account: ${contact.userId ?? 'not signed in'}`,
      '',
      'Message:',
      contact.message,
    ].join('\n'),
  };
}

export function createContentService({ db, jobs, supportEmail }: ContentServiceDeps) {
  const repository = createContentRepository(db);

  function cleanPolicyInput(input: PolicyInput): PolicyInput {
    const content = sanitizePolicyHtml(input.content).trim();
    if (!content) throw badRequest(Messages.policyContentEmpty, { content: [Messages.policyContentEmpty] });
    return { title: input.title, content };
  }

  const toPolicy = (row: { id: string; title: string; content: string }): Policy => ({
    uuid: row.id,
    title: row.title,
    content: row.content,
  });

  return {
    async listPolicies(): Promise<PolicySummary[]> {
      const rows = await repository.listPolicies();
      return rows.map((row) => ({ uuid: row.id, title: row.title }));
    },

    async getPolicy(id: string): Promise<Policy> {
      const row = isUuid(id) ? await repository.findPolicy(id) : undefined;
      if (!row) throw notFound(Messages.policyNotFound);
      return toPolicy(row);
    },

    async createPolicy(input: PolicyInput): Promise<Policy> {
      const values = cleanPolicyInput(input);
      const slug = slugOf(values.title);
      const row =
        (await repository.insertPolicy({ ...values, slug })) ??
        (await repository.insertPolicy({ ...values, slug: `${slug}-${crypto.randomBytes(4).toString('hex')}` }));
      if (!row) throw new Error('could not find a free policy slug');
      return toPolicy(row);
    },

    async updatePolicy(id: string, input: PolicyInput): Promise<Policy> {
      if (!isUuid(id)) throw notFound(Messages.policyNotFound);
      const row = await repository.updatePolicy(id, cleanPolicyInput(input));
      if (!row) throw notFound(Messages.policyNotFound);
      return toPolicy(row);
    },

    async deletePolicy(id: string): Promise<{ uuid: string }> {
      const row = isUuid(id) ? await repository.deletePolicy(id) : undefined;
      if (!row) throw notFound(Messages.policyNotFound);
      return { uuid: row.id };
    },

    /** Stores the request and queues the support email in one transaction, so neither is lost without the other. */
    async submitContactRequest(contact: ContactInput): Promise<{ uuid: string }> {
      const created = await db.transaction(async (tx) => {
        const row = await createContentRepository(tx).insertContactRequest({
          userId: contact.userId ?? null,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          message: contact.message,
        });
        await queueEmail(tx, contactEmailOf(supportEmail, contact));
        return row;
      });
      jobs.nudge();
      return { uuid: created.id };
    },

    async listContactRequests(paging: {
      limit: number;
      page: number;
    }): Promise<{ data: ContactRequest[]; count: number }> {
      const { limit, page } = paging;
      const [rows, count] = await Promise.all([
        repository.listContactRequests({ limit, offset: (page - 1) * limit }),
        repository.countContactRequests(),
      ]);
      return {
        data: rows.map((row) => ({
          uuid: row.id,
          userId: row.userId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          handledAt: row.handledAt?.toISOString() ?? null,
        })),
        count,
      };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
