import { NativeSelect } from '../../../components/NativeSelect.tsx';
import { clockOf } from '../booking-rules.ts';

/** An hour of the day from a native select: the hours offered, those that cannot be chosen disabled, booked ones named. */
export function HourSelect({
  label,
  value,
  options,
  enabled,
  booked,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: number[];
  enabled: Set<number>;
  booked: Set<number>;
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
          {booked.has(hour) ? ' (booked)' : ''}
        </option>
      ))}
    </NativeSelect>
  );
}
