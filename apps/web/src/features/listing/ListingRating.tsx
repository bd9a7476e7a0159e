import { Icon } from '../../components/Icon.tsx';
import styles from './ListingRating.module.css';

/** docs/product/rules.md#constants: ratings have a precision of 0.5. */
export const roundToHalf = (value: number) => Math.min(5, Math.max(0, Math.round(value * 2) / 2));

export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Read-only stars in half steps (drawn as MUI's read-only Rating draws them: a half star is a clipped full one). */
export function StarRating({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' | 'large' }) {
  const stars = roundToHalf(rating);
  return (
    <span role="img" aria-label={`${stars} out of 5 stars`} className={`${styles.stars} ${styles[size]}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={styles.star}>
          {stars === star - 0.5 && (
            <span className={styles.half}>
              <Icon name="Star" />
            </span>
          )}
          <Icon name="Star" className={stars >= star ? undefined : styles.empty} />
        </span>
      ))}
    </span>
  );
}

/** Stars, the average and the review count; "New" for a listing nobody has reviewed yet. */
export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (!reviewCount) {
    return (
      <div className={styles.summary}>
        <Icon name="Star" className={styles.newStar} />
        <p className={styles.average}>New</p>
        <p className={styles.count}>· no reviews yet</p>
      </div>
    );
  }
  return (
    <div className={`${styles.summary} ${styles.wrap}`}>
      <StarRating rating={rating} />
      <p className={styles.average}>{rating.toFixed(1)}</p>
      <p className={styles.count}>· {reviewCountText(reviewCount)}</p>
    </div>
  );
}
