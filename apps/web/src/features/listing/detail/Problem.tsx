import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import styles from './Problem.module.css';

/** A page-sized message when the listing cannot be shown. */
export function Problem({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`paper-outlined ${styles.card}`}>
        <Icon name="SearchOff" className={styles.icon} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {action}
      </div>
    </div>
  );
}
