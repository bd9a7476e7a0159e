import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

/**
 * An outlined text input that looks like TextField's default but leaves out TextField's Select (and the Menu,
 * Popover and Modal behind it): the home page keeps to its JavaScript budget.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  error,
  disabled,
  size,
  shrink,
  ...input
}: Omit<OutlinedInputProps, 'label' | 'notched'> & {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Keep the label above the input (date inputs always show their own placeholder). */
  shrink?: boolean;
}) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error} disabled={disabled} size={size}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        {...input}
        inputProps={{ ...input.inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** A native select (light, and the phone's own picker) in the same outlined look, its label always above. */
export function OutlinedNativeSelect({
  id,
  name,
  label,
  value,
  onChange,
  size,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  children: ReactNode;
}) {
  return (
    <FormControl fullWidth size={size}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
