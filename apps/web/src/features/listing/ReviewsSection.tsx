import { DetailIcon } from '../../components/DetailIcon.tsx';
import { useVenueReviews } from './listing.api.ts';
import { ReviewItem } from './ReviewItem.tsx';
import styles from './ReviewsSection.module.css';
import { loadingRegion } from '../../components/loading-region';

function NoReviews({ text }: { text: string }) {
  return (
    <div className={styles.none}>
      <DetailIcon name="RateReviewOutlined" className={styles.noneIcon} />
      <p className={styles.noneTitle}>No reviews yet</p>
      <p className={styles.noneText}>{text}</p>
    </div>
  );
}

/**
 * GET /review/{id}/viewall (docs/product/wire-contract.md#reviews), newest first. A listing waiting for approval has no reviews (nobody
 * could book it), so it is not asked for them. Plain markup: on a desktop it loads with the listing's first screen.
 */
export function ReviewsSection({ venueId, approved = true }: { venueId: string; approved?: boolean }) {
  const reviews = useVenueReviews(venueId, { enabled: approved });
  if (!approved)
    return <NoReviews text="Reviews appear here once the listing is approved and guests have booked it." />;
  if (reviews.isPending) {
    return (
      <div {...loadingRegion('Loading reviews')} className={styles.loading}>
        {[0, 1].map((key) => (
          <div key={key} className={styles.loadingRow}>
            <span className={`skeleton ${styles.loadingAvatar}`} />
            <div className={styles.loadingText}>
              <span className={`skeleton ${styles.line} ${styles.lineName}`} />
              <span className={`skeleton ${styles.line} ${styles.lineText}`} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div className={styles.failed}>
        <p className={styles.failedText}>Reviews could not be loaded.</p>
        <button type="button" className={`button button-text ${styles.retry}`} onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (reviews.data.length === 0) return <NoReviews text="Guests who book this space can share how it went." />;
  return (
    <ul className={styles.list}>
      {reviews.data.map((review) => (
        <ReviewItem key={review.uuid} review={review} />
      ))}
    </ul>
  );
}
