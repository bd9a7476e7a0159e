import { useId, type ReactNode } from 'react';
import styles from './NativeSelect.module.css';

/**
 * A labelled native select, compact and quick to pick from many values (phones show their own wheel): the booking
 * panel's and the schedule editor's hours. Plain markup, as MUI's select would double the listing page's script.
 */
export function NativeSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={styles.select}>
        {children}
      </select>
    </div>
  );
}
