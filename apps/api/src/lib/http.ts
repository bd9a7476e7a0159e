import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Messages, findControlCharacter } from '@app/contract';
import { badRequest, type FieldErrors } from './errors.ts';
import type { UploadedFile } from './images.ts';

/** Turns zod issues into API-CONTRACT §2's error: message = first error, details = per-field lists. */
export function validationErrorOf(issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>) {
  const details: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (details[key] ??= []).push(issue.message);
  }
  return badRequest(issues[0]?.message ?? Messages.validationFailed, details);
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationErrorOf(result.error.issues);
  return result.data;
}

export interface MultipartOptions {
  /** File field names accepted, with the most files each may carry. */
  files: Record<string, number>;
}

export interface MultipartResult {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart body fully (size limits enforced by @fastify/multipart). JSON and urlencoded
 * bodies are accepted too so API clients are not forced into multipart.
 */
export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartResult> {
  const fields: MultipartResult['fields'] = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      fields[key] =
        typeof value === 'string' ? value : Array.isArray(value) ? value.map(String) : JSON.stringify(value);
    }
    return { fields, files };
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const limit = options.files[part.fieldname];
      if (limit === undefined) {
        await part.toBuffer();
        throw badRequest(`Unexpected file field "${part.fieldname}"`, { [part.fieldname]: ['Unexpected file'] });
      }
      const buffer = await part.toBuffer();
      if (buffer.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, buffer });
      if (files.filter((file) => file.field === part.fieldname).length > limit) {
        throw badRequest(`Too many files in "${part.fieldname}" (at most ${limit})`, {
          [part.fieldname]: [`At most ${limit} files`],
        });
      }
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (findControlCharacter(value, part.fieldname) || findControlCharacter(part.fieldname, 'field')) {
        throw badRequest(Messages.controlCharacters, { [part.fieldname]: [Messages.controlCharacters] });
      }
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return { fields, files };
}

export const ok = <T>(reply: FastifyReply, data: T, message?: string, status = 200) =>
  reply.code(status).send(message === undefined ? { data } : { data, message });
