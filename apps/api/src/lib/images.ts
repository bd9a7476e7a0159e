import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { Limits, Messages } from '@app/contract';
import { badRequest } from './errors.ts';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decoding a 25-megapixel image takes ~100 MB: at most two renders run at once in the process, whatever the
 * number of uploads in flight, so memory stays bounded (uploads themselves wait on disk, see readMultipart).
 */
const renderSlots = pLimit(2);

/** An uploaded file, streamed to a temporary file that is removed when the response ends. */
export interface UploadedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
}

/** Judges the file by its content, not its name or declared type, and enforces the size limits. */
export async function assertAcceptableImage(file: UploadedFile, field = file.field) {
  if (file.size > Limits.imageMaxBytes) throw badRequest(Messages.imageTooLarge, { [field]: [Messages.imageTooLarge] });
  let metadata: Metadata;
  try {
    metadata = await sharp(file.path, { limitInputPixels: false }).metadata();
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
  input: string | Buffer,
  options: { width: number; height: number; fit: 'cover' | 'inside'; quality?: number },
) {
  return renderSlots(() => render(input, options));
}

async function render(
  input: string | Buffer,
  options: { width: number; height: number; fit: 'cover' | 'inside'; quality?: number },
) {
  try {
    return await sharp(input, { limitInputPixels: Limits.imageMaxPixels })
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
