import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ControlCharacterPattern, Messages } from '@app/contract';
import { AppError, badRequest, type FieldErrors } from './errors.ts';
import type { UploadedFile } from './images.ts';

/** Turns zod issues into docs/product/wire-contract.md#envelope-and-errors's error: message = first error, details = per-field lists. */
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
  try {
    await readParts(request, options, fields, files);
  } catch (error) {
    // Limits and our own refusals keep their answers; anything the form parser throws means a malformed body.
    if (error instanceof AppError || (error as { code?: unknown }).code?.toString().startsWith('FST_')) throw error;
    request.log.info({ reason: (error as Error).message }, 'malformed multipart body');
    throw badRequest(Messages.malformedForm);
  }
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  options: MultipartOptions,
  fields: MultipartResult['fields'],
  files: UploadedFile[],
) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const limit = options.files[part.fieldname];
      if (limit === undefined) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`, { [part.fieldname]: ['Unexpected file'] });
      }
      // Streamed to disk, never held whole in memory; the folder goes when the response ends.
      const folder = await uploadFolderOf(request);
      const filePath = path.join(folder, String(files.length + 1));
      await pipeline(part.file, fs.createWriteStream(filePath));
      const { size } = await fs.promises.stat(filePath);
      if (size === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, path: filePath, size });
      if (files.filter((file) => file.field === part.fieldname).length > limit) {
        throw badRequest(`Too many files in "${part.fieldname}" (at most ${limit})`, {
          [part.fieldname]: [`At most ${limit} files`],
        });
      }
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (ControlCharacterPattern.test(value) || ControlCharacterPattern.test(part.fieldname)) {
        throw badRequest(Messages.controlCharacters, { [part.fieldname]: [Messages.controlCharacters] });
      }
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
}

const uploadFolders = new WeakMap<FastifyRequest, Promise<string>>();

function uploadFolderOf(request: FastifyRequest) {
  let folder = uploadFolders.get(request);
  if (!folder) {
    folder = fs.promises.mkdtemp(path.join(os.tmpdir(), 'hourly-upload-'));
    uploadFolders.set(request, folder);
  }
  return folder;
}

/** Removes a request's uploaded files once its response is over (sent, failed or aborted). */
export function removeUploadsAfterResponse(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      const folder = uploadFolders.get(request);
      if (folder)
        void folder.then((dir) => fs.promises.rm(dir, { recursive: true, force: true })).catch(() => undefined);
    });
  });
}

export const ok = <T>(reply: FastifyReply, data: T, message?: string, status = 200) =>
  reply.code(status).send(message === undefined ? { data } : { data, message });
