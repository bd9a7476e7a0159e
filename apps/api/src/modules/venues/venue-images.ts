import crypto from 'node:crypto';
import { assertAcceptableImage, renderImage, type UploadedFile } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

export interface StoredVenueImage {
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
}

/**
 * Checks every file first (nothing is stored if one is bad), then writes a large and a thumbnail
 * WebP of each. Returns the stored images and a function that removes them again.
 */
export async function storeVenueImages(storage: Storage, files: UploadedFile[]) {
  for (const file of files) await assertAcceptableImage(file, 'images');
  const stored: StoredVenueImage[] = [];
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
  };
  try {
    for (const file of files) {
      const id = crypto.randomUUID();
      const base = `uploads/venues/${id.slice(0, 2)}/${id}`;
      const [large, thumbnail] = await Promise.all([
        renderImage(file.path, { width: 1600, height: 1200, fit: 'inside', quality: 80 }),
        renderImage(file.path, { width: 480, height: 360, fit: 'cover', quality: 72 }),
      ]);
      const sharp = (await import('sharp')).default;
      const metadata = await sharp(large).metadata();
      await storage.put(`${base}.webp`, large, 'image/webp');
      written.push(`${base}.webp`);
      await storage.put(`${base}-thumb.webp`, thumbnail, 'image/webp');
      written.push(`${base}-thumb.webp`);
      stored.push({
        path: `${base}.webp`,
        thumbnailPath: `${base}-thumb.webp`,
        width: metadata.width ?? 0,
        height: metadata.height ?? 0,
      });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { stored, discard };
}

/** Every stored file of these images: the large one and its thumbnail. */
export const imageFilesOf = (images: Array<{ path: string; thumbnailPath: string }>) =>
  images.flatMap((image) => [image.path, image.thumbnailPath]);
