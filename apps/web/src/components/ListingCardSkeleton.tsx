import styles from './ListingCardSkeleton.module.css';

/**
 * The shape of a ListingCard while results load. `shellPhoto` marks where the server paints the first result's photo
 * in the pre-rendered first screen (a `[data-shell] [data-shell-photo]` rule setting its background and stopping the
 * pulse: keep this a plain block whose own styles those two properties can override).
 */
export function ListingCardSkeleton({ shellPhoto = false }: { shellPhoto?: boolean }) {
  return (
    <div className={styles.card} aria-hidden>
      <span className={`skeleton ${styles.photo}`} data-shell-photo={shellPhoto ? '' : undefined} />
      <div className={styles.body}>
        <span className={`skeleton ${styles.line} ${styles.title}`} />
        <span className={`skeleton ${styles.line} ${styles.place}`} />
        <span className={`skeleton ${styles.line} ${styles.price}`} />
      </div>
    </div>
  );
}
