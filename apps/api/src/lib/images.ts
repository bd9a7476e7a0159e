import sharp, { type Metadata } from 'sharp';
import { Limits, Messages } from '@app/contract';
import { badRequest } from './errors.ts';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/** Judges the file by its content, not its name or declared type, and enforces the size limits. */
export async function assertAcceptableImage(file: UploadedFile, field = file.field) {
  if (file.buffer.length > Limits.imageMaxBytes)
    throw badRequest(Messages.imageTooLarge, { [field]: [Messages.imageTooLarge] });
  let metadata: Metadata;
  try {
    metadata = await sharp(file.buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(Messages.imageInvalid, { [field]: [Messages.imageInvalid] });
  }
  if (!metadata.format || !ALLOWED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw badRequest(Messages.imageInvalid, { [field]: [Messages.imageInvalid] });
  }
  if (metadata.width * metadata.height > Limits.imageMaxPixels) {
    throw badRequest(Messages.imageTooManyPixels, { [field]: [Messages.imageTooManyPixels] });
  }
  return metadata;
}

/** Re-encodes to WebP (metadata stripped by default), fitting inside a box or covering a square. */
export async function renderImage(
  buffer: Buffer,
  options: { width: number; height: number; fit: 'cover' | 'inside'; quality?: number },
) {
  try {
    return await sharp(buffer, { limitInputPixels: Limits.imageMaxPixels })
      .rotate()
      .resize({
        width: options.width,
        height: options.height,
        fit: options.fit,
        withoutEnlargement: options.fit === 'inside',
      })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer();
  } catch {
    throw badRequest(Messages.imageInvalid);
  }
}
