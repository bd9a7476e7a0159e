import sharp from 'sharp';
import { createRng, HEIGHT, WIDTH } from './scene-kit.ts';
import { SCENES } from './scenes/index.ts';

export const DEMO_IMAGE = { width: WIDTH, height: HEIGHT, thumbWidth: 480, thumbHeight: 360 } as const;

export interface RenderedImage {
  large: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** A stable seed per (category, variant), so the same picture comes out on every machine. */
function seedOf(slug: string, variant: number) {
  let hash = 2166136261;
  for (const char of `${slug}#${variant}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Rasterises one generated scene once, then encodes the 1200×800 WebP and the 480×360 thumbnail from the same pixels. */
export async function renderDemoImage(slug: string, variant: number): Promise<RenderedImage> {
  const scene = SCENES[slug];
  if (!scene) throw new Error(`no demo scene for category ${slug}`);
  const svg = scene(variant, createRng(seedOf(slug, variant)));
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // effort 2: about 3× faster than the default with files only ~5% larger; these are flat illustrations.
  const [large, thumbnail] = await Promise.all([
    sharp(data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(data, raw)
      .resize({ width: DEMO_IMAGE.thumbWidth, height: DEMO_IMAGE.thumbHeight, fit: 'cover' })
      .webp({ quality: 72, effort: 2 })
      .toBuffer(),
  ]);
  return { large, thumbnail, width: info.width, height: info.height };
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the result order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
