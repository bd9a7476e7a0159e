import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { clockOf } from '../booking-rules.ts';
import { nativeSelectSx } from '../../../components/native-select.ts';

/** A plain labelled native select (phones show their own wheel); MUI's select would double this page's script. */
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
  const id = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="caption" sx={{ display: 'block', fontWeight: 600, mb: 0.25 }}>
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        sx={nativeSelectSx}
      >
        <option value="">Select</option>
        {options.map((hour) => (
          <option key={hour} value={hour} disabled={!enabled.has(hour)}>
            {clockOf(hour)}
            {enabled.has(hour) ? '' : ' (taken)'}
          </option>
        ))}
      </Box>
    </Box>
  );
}
