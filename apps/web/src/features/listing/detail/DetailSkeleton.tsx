import styles from './DetailSkeleton.module.css';
import { loadingRegion } from '../../../components/loading-region';

export function DetailSkeleton() {
  return (
    <div {...loadingRegion('Loading listing')} className={`container ${styles.page}`}>
      {/* data-shell-photo: the server paints the first photo here in the pre-rendered first screen. Same box as the
          Banner's photo, so the photo the page shows first is the one painted here (no second, larger paint). Keep it
          a plain block whose background and animation that rule can override. */}
      <span className={`skeleton ${styles.photo}`} data-shell-photo="" />
      <div className={styles.layout}>
        <div>
          <span className={`skeleton ${styles.line} ${styles.heading}`} />
          <span className={`skeleton ${styles.line} ${styles.short}`} />
          <span className={`skeleton ${styles.box}`} />
          <span className={`skeleton ${styles.line}`} />
          <span className={`skeleton ${styles.line}`} />
          <span className={`skeleton ${styles.line} ${styles.long}`} />
        </div>
        <span className={`skeleton ${styles.aside}`} />
      </div>
    </div>
  );
}
