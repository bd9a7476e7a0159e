import { useId } from 'react';
import { DetailIcon } from '../../../components/DetailIcon.tsx';
import styles from './panel.module.css';

export function GuestStepper({
  label,
  singular,
  value,
  max,
  onChange,
}: {
  label: string;
  singular: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.stepper}>
      <div>
        <p id={id} className={styles.guestKind}>
          {label}
        </p>
        <span className={styles.caption}>{max === 0 ? 'Not allowed here' : `Up to ${max}`}</span>
      </div>
      <div className={styles.stepperControls} role="group" aria-labelledby={id}>
        <button
          type="button"
          className={`icon-button ${styles.smallButton} ${styles.stepButton}`}
          aria-label={`Fewer ${label.toLowerCase()}`}
          onClick={() => onChange(value - 1)}
          disabled={value <= 0}
        >
          <DetailIcon name="Remove" />
        </button>
        <output aria-label={`${label}: ${value}`} className={styles.count}>
          {value}
        </output>
        <button
          type="button"
          className={`icon-button ${styles.smallButton} ${styles.stepButton}`}
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          title={value >= max ? `At most ${max} ${max === 1 ? singular : label.toLowerCase()}` : undefined}
        >
          <DetailIcon name="Add" />
        </button>
      </div>
    </div>
  );
}
