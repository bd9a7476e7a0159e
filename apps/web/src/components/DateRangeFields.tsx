import { useState, type ChangeEvent } from 'react';
import styles from './DateRangeFields.module.css';
import { PlainField } from './PlainField.tsx';
import { changeFromDate, changeToDate, todayIso, type DateRange } from '../lib/date-rules.ts';

type Field = 'fromDate' | 'toDate';

/**
 * From and To date inputs with the search rules of docs/product/rules.md#validation: To is disabled until From is set, From cannot be before
 * today, To cannot be before From and is pushed forward when From passes it. Native date inputs: the phone's own
 * picker, and no date library in the bundle.
 */
export function DateRangeFields({
  value,
  onChange,
  today = todayIso(),
  size,
  idPrefix = 'dates',
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today?: string;
  size?: 'small' | 'medium';
  idPrefix?: string;
}) {
  // What the inputs show: a refused value stays visible (with its reason) until the user fixes it or leaves the field.
  const [shown, setShown] = useState<DateRange>(value);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [synced, setSynced] = useState(value);
  if (synced.fromDate !== value.fromDate || synced.toDate !== value.toDate) {
    setSynced(value);
    setShown(value);
    setErrors({});
  }

  const handle = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const text = event.target.value;
    // A half-typed date reads as '' with badInput set: not a request to clear the field.
    if (!text && event.target.validity?.badInput) return;
    const change = field === 'fromDate' ? changeFromDate(value, text, today) : changeToDate(value, text);
    if (change.error) {
      setShown({ ...shown, [field]: text });
      setErrors({ [field]: change.error });
      return;
    }
    setErrors({});
    setShown(change.range);
    onChange(change.range);
  };
  const revert = () => {
    if (shown.fromDate !== value.fromDate || shown.toDate !== value.toDate) setShown(value);
  };

  return (
    <>
      <PlainField
        id={`${idPrefix}-from`}
        name="fromDate"
        type="date"
        label="From date"
        size={size}
        value={shown.fromDate}
        onChange={handle('fromDate')}
        onBlur={revert}
        error={Boolean(errors.fromDate)}
        helperText={errors.fromDate}
        className={styles.date}
        min={today}
      />
      <PlainField
        id={`${idPrefix}-to`}
        name="toDate"
        type="date"
        label="To date"
        size={size}
        value={shown.toDate}
        onChange={handle('toDate')}
        onBlur={revert}
        disabled={!value.fromDate}
        error={Boolean(errors.toDate)}
        helperText={errors.toDate}
        className={styles.date}
        min={value.fromDate || today}
      />
    </>
  );
}
