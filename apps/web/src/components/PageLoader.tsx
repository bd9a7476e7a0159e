import styles from './PageLoader.module.css';
import { loadingRegion } from './loading-region';

/** Shown while a route's code or first data loads: a thin moving bar (MUI's LinearProgress is ~2 KB gzip more). */
export function PageLoader() {
  return (
    <div {...loadingRegion('Loading page')} className={styles.page}>
      <div className={styles.track}>
        <div className={styles.bar} />
      </div>
    </div>
  );
}
