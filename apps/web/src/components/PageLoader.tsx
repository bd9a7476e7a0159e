import styles from './PageLoader.module.css';

/** Shown while a route's code or first data loads: a thin moving bar (MUI's LinearProgress is ~2 KB gzip more). */
export function PageLoader() {
  return (
    <div className={styles.page} role="progressbar" aria-label="Loading page">
      <div className={styles.track}>
        <div className={styles.bar} />
      </div>
    </div>
  );
}
