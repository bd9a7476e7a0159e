import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { TextInput } from './TextInput.tsx';

/** Common dialing codes; the server normalises whatever arrives to E.164 (docs/product/wire-contract.md#transport). */
export const dialingCountries = [
  { code: 'US', name: 'United States', dial: '1' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'GB', name: 'United Kingdom', dial: '44' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'IT', name: 'Italy', dial: '39' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'NL', name: 'Netherlands', dial: '31' },
  { code: 'MX', name: 'Mexico', dial: '52' },
  { code: 'BR', name: 'Brazil', dial: '55' },
  { code: 'AE', name: 'United Arab Emirates', dial: '971' },
  { code: 'SG', name: 'Singapore', dial: '65' },
  { code: 'PH', name: 'Philippines', dial: '63' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'ZA', name: 'South Africa', dial: '27' },
  { code: 'NG', name: 'Nigeria', dial: '234' },
] as const;

export interface PhoneValue {
  /** ISO country code of the dialing code (US by default, docs/product/rules.md#constants). */
  country: string;
  /** What the user typed: a national number, or a full international one starting with +. */
  number: string;
}

export const emptyPhone: PhoneValue = { country: 'US', number: '' };

const dialOf = (country: string) => dialingCountries.find((entry) => entry.code === country)?.dial ?? '1';

/** The number with a leading + (docs/product/rules.md#entities), or '' when nothing was typed. */
export function phoneToInternational({ country, number }: PhoneValue) {
  const digits = number.replace(/\D/g, '');
  if (!digits) return '';
  if (number.trim().startsWith('+')) return `+${digits}`;
  // A national trunk 0 is dropped after the country code, except in Italy where it belongs to the number.
  const national = country === 'IT' ? digits : digits.replace(/^0+/, '');
  return `+${dialOf(country)}${national}`;
}

/** Splits a stored E.164 number back into a dialing code and a national number (US for +1). */
export function phoneFromInternational(phone: string | null | undefined): PhoneValue {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return { ...emptyPhone };
  if (!(phone ?? '').trim().startsWith('+')) return { country: 'US', number: digits };
  const match = [...dialingCountries]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((entry) => digits.startsWith(entry.dial) && (entry.dial !== '1' || entry.code === 'US'));
  return match
    ? { country: match.code, number: digits.slice(match.dial.length) }
    : { country: 'US', number: `+${digits}` };
}

/** A phone number with a country dialing-code selector. */
export function PhoneField({
  id,
  label = 'Phone',
  value,
  onChange,
  error,
  helperText,
  required,
}: {
  id: string;
  label?: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** The validation message: marks the field invalid and replaces `helperText` while set. */
  error?: string;
  helperText?: string;
  required?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* A native select (the phone's own picker) lists full country names; the closed field shows "US +1". */}
      <Box sx={{ position: 'relative', width: 128, flexShrink: 0 }}>
        <TextInput
          select
          id={`${id}-country`}
          label="Country code"
          value={value.country}
          onChange={(event) => onChange({ ...value, country: event.target.value })}
          sx={{ '& select': { color: 'transparent' }, '& option': { color: 'text.primary' } }}
        >
          {dialingCountries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name} (+{entry.dial})
            </option>
          ))}
        </TextInput>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 14,
            top: 28,
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            typography: 'body1',
            color: 'text.primary',
          }}
        >
          {value.country} +{dialOf(value.country)}
        </Box>
      </Box>
      <TextInput
        id={id}
        label={label}
        type="tel"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? helperText}
        required={required}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </Stack>
  );
}
