import type { Review } from '@app/contract';
import { initialOf } from './HostSummary.tsx';
import { StarRating } from './ListingRating.tsx';
import styles from './ReviewItem.module.css';

const formatReviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One review in a list: who, their stars and date, and what they wrote. Plain markup, so the listing page loads no MUI. */
export function ReviewItem({
  review,
  heading: Heading = 'h3',
  compact = false,
  isYours = false,
}: {
  review: Review;
  heading?: 'h3' | 'h4';
  compact?: boolean;
  isYours?: boolean;
}) {
  return (
    <li className={compact ? `${styles.review} ${styles.compact}` : styles.review}>
      <div className={styles.author}>
        {/* Looks like MUI's Avatar with a letter. */}
        <div className={styles.avatar} aria-hidden>
          {initialOf(review.postedBy.name)}
        </div>
        <div className={styles.who}>
          <Heading className={styles.name}>
            {review.postedBy.name}
            {isYours && ' (you)'}
          </Heading>
          <div className={styles.rated}>
            <StarRating rating={review.rating} />
            <time className={styles.date} dateTime={review.createdAt}>
              {formatReviewDate(review.createdAt)}
            </time>
          </div>
        </div>
      </div>
      {review.remark && <p className={styles.remark}>{review.remark}</p>}
    </li>
  );
}
