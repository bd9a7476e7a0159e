import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where uploaded files live. Keys are relative paths such as `uploads/avatars/ab/<id>.webp`. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Reads a stored file for serving; undefined when it does not exist. */
  get(key: string): Promise<{ body: Readable | Buffer; contentType: string; length?: number } | undefined>;
  /** Directory served at `/uploads` when the store is the local disk. */
  readonly localRoot?: string;
}

const assertKey = (key: string) => {
  if (!/^uploads\/[\w./-]+$/.test(key) || key.includes('..')) throw new Error('invalid storage key');
};

export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir);
  const resolve = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    localRoot: path.join(root, 'uploads'),
    async put(key, body) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, target);
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async get(key) {
      try {
        const body = await fs.promises.readFile(resolve(key));
        return {
          body,
          contentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
          length: body.length,
        };
      } catch {
        return undefined;
      }
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible object store (AWS S3, MinIO, R2 …). Files are still served by the API at `/<key>`. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
