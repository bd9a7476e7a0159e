import crypto from 'node:crypto';
import { AdminMessages, Messages, isUuid, type ContactRequest, type Policy, type PolicySummary } from '@app/contract';
import type { Database } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import { queueEmail } from '../../jobs/delivery.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { slugOf } from '../../lib/slug.ts';
import type { EmailMessage } from '../../lib/mailer.ts';
import type { contactRequests } from '../../db/schema.ts';
import { createContentRepository } from './content.repository.ts';
import { sanitizePolicyHtml } from './policy-html.ts';

export interface ContentServiceDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
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

export function createContentService({ db, audit, jobs, supportEmail }: ContentServiceDeps) {
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

    async createPolicy(actorId: string, input: PolicyInput): Promise<Policy> {
      const values = cleanPolicyInput(input);
      const slug = slugOf(values.title, 'policy');
      return db.transaction(async (tx) => {
        const content = createContentRepository(tx);
        const row =
          (await content.insertPolicy({ ...values, slug })) ??
          (await content.insertPolicy({ ...values, slug: `${slug}-${crypto.randomBytes(4).toString('hex')}` }));
        if (!row) throw new Error('could not find a free policy slug');
        const after = toPolicy(row);
        await audit.record(tx, {
          actorId,
          action: 'policy.create',
          targetType: 'policy',
          targetId: row.id,
          targetLabel: row.title,
          details: { before: null, after },
        });
        return after;
      });
    },

    async updatePolicy(actorId: string, id: string, input: PolicyInput): Promise<Policy> {
      if (!isUuid(id)) throw notFound(Messages.policyNotFound);
      const values = cleanPolicyInput(input);
      return db.transaction(async (tx) => {
        const content = createContentRepository(tx);
        const before = await content.findPolicy(id, { lock: true });
        if (!before) throw notFound(Messages.policyNotFound);
        const after = toPolicy((await content.updatePolicy(id, values))!);
        await audit.record(tx, {
          actorId,
          action: 'policy.update',
          targetType: 'policy',
          targetId: id,
          targetLabel: after.title,
          details: { before: toPolicy(before), after },
        });
        return after;
      });
    },

    async deletePolicy(actorId: string, id: string): Promise<{ uuid: string }> {
      if (!isUuid(id)) throw notFound(Messages.policyNotFound);
      return db.transaction(async (tx) => {
        const content = createContentRepository(tx);
        const before = await content.findPolicy(id, { lock: true });
        if (!before) throw notFound(Messages.policyNotFound);
        await content.deletePolicy(id);
        await audit.record(tx, {
          actorId,
          action: 'policy.delete',
          targetType: 'policy',
          targetId: id,
          targetLabel: before.title,
          details: { before: toPolicy(before), after: null },
        });
        return { uuid: id };
      });
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

    async listContactRequests(query: {
      limit: number;
      page: number;
      handled?: boolean;
    }): Promise<{ data: ContactRequest[]; count: number }> {
      const { limit, page, handled } = query;
      const [rows, count] = await Promise.all([
        repository.listContactRequests({ limit, offset: (page - 1) * limit, handled }),
        repository.countContactRequests({ handled }),
      ]);
      return { data: rows.map(toContactRequest), count };
    },

    /** Marks a request handled (by whom, when) or open again; the inbox filters on it. */
    async setContactHandled(actorId: string, id: string, handled: boolean): Promise<ContactRequest> {
      if (!isUuid(id)) throw notFound(AdminMessages.contactNotFound);
      return db.transaction(async (tx) => {
        const content = createContentRepository(tx);
        const row = await content.setContactHandled(id, handled ? actorId : null);
        if (!row) throw notFound(AdminMessages.contactNotFound);
        await audit.record(tx, {
          actorId,
          action: handled ? 'contact.handled' : 'contact.unhandled',
          targetType: 'contact',
          targetId: id,
          targetLabel: `${row.name} <${row.email}>`,
        });
        return toContactRequest(row);
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

function toContactRequest(row: typeof contactRequests.$inferSelect): ContactRequest {
  return {
    uuid: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}
