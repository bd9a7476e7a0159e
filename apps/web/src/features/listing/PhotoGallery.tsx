import type { CSSProperties } from 'react';
import { imageUrl } from '../../lib/api.ts';
import styles from './PhotoGallery.module.css';

/** Up to four photos fill one row; more show as a 3-column grid of three or six tiles, the last saying how many more. */
function tilesOf(count: number) {
  if (count <= 4) return { shown: count, columns: Math.max(count, 1) };
  return { shown: count >= 6 ? 6 : 3, columns: 3 };
}

export const photoAlt = (title: string, index: number, count: number) => `${title} — photo ${index + 1} of ${count}`;

/** Thumbnails of the listing's photos; a click opens the large photo. */
export function PhotoGallery({
  title,
  images,
  thumbnails,
  onOpen,
}: {
  title: string;
  images: string[];
  thumbnails: string[];
  onOpen: (index: number) => void;
}) {
  const tiles = tilesOf(images.length);
  const shown = images.slice(0, tiles.shown);
  const hidden = images.length - shown.length;
  const columns = { '--columns': tiles.columns, '--phone-columns': Math.min(tiles.columns, 2) } as CSSProperties;
  return (
    <ul className={styles.gallery} style={columns}>
      {shown.map((image, index) => {
        const more = index === shown.length - 1 && hidden > 0;
        return (
          <li key={image}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => onOpen(index)}
              aria-label={more ? `Show all ${images.length} photos` : undefined}
            >
              <img
                className={styles.photo}
                src={imageUrl(thumbnails[index] ?? image)}
                alt={photoAlt(title, index, images.length)}
                loading="lazy"
              />
              {more && (
                <span aria-hidden className={styles.more}>
                  <span className={styles.moreCount}>+{hidden + 1}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
