import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/** A home section's h2, with an optional line under it and an action beside it. */
export function SectionHeading({
  id,
  title,
  text,
  action,
  centered,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={centered ? `${styles.heading} ${styles.centered}` : styles.heading}>
      <div>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      {action}
    </div>
  );
}
