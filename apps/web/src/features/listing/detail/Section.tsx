import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** One titled part of the listing page, reachable by its id (#overview, #reviews, …). */
export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
