import styles from './HostSummary.module.css';

/** docs/product/screens.md: a host without a designation is shown as a Venue Owner. */
export const DEFAULT_DESIGNATION = 'Venue Owner';
export const hostDesignation = (designation: string | null | undefined) => designation?.trim() || DEFAULT_DESIGNATION;

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

export function HostSummary({ host }: { host: { name: string; designation?: string | null } }) {
  return (
    <div className={styles.host}>
      {/* Looks like MUI's Avatar with a letter. */}
      <div className={styles.avatar} aria-hidden>
        {initialOf(host.name)}
      </div>
      <div className={styles.text}>
        <p className={styles.name}>Hosted by {host.name}</p>
        <p className={styles.designation}>{hostDesignation(host.designation)}</p>
      </div>
    </div>
  );
}
