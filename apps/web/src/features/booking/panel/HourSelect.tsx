import { NativeSelect } from '../../../components/NativeSelect.tsx';
import { clockOf } from '../booking-rules.ts';

/** An hour of the day from a native select; hours not free are listed but cannot be chosen. */
export function HourSelect({
  label,
  value,
  options,
  enabled,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: number[];
  enabled: Set<number>;
  onChange: (hour: number | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(hour) => onChange(hour === '' ? undefined : Number(hour))}
    >
      <option value="">Select</option>
      {options.map((hour) => (
        <option key={hour} value={hour} disabled={!enabled.has(hour)}>
          {clockOf(hour)}
          {enabled.has(hour) ? '' : ' (taken)'}
        </option>
      ))}
    </NativeSelect>
  );
}
