import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps {
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Defaults to true, as the theme makes every TextField full width. */
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  id?: string;
  name?: string;
  type?: string;
  value?: unknown;
  defaultValue?: unknown;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  sx?: SxProps<Theme>;
  className?: string;
  /** A native `<select>` of the `<option>` children (the phone's own picker), its label always above. */
  select?: boolean;
  children?: ReactNode;
  slotProps?: {
    /** Props of the OutlinedInput (adornments, `readOnly`, …). */
    input?: Partial<OutlinedInputProps>;
    /** Attributes of the `<input>` or `<textarea>` itself. */
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField with native selects only: TextField imports Select, and with it Menu, Popover, Modal and
 * List (~15 KB gzip), on every page that has a text box. Same markup, classes and label/helper wiring as TextField,
 * so it looks and reads the same to people and to screen readers.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = true,
  size,
  margin,
  id: idOverride,
  inputRef,
  sx,
  className,
  slotProps = {},
  select = false,
  children,
  onKeyDown,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelShown = label != null && label !== '';
  const shrink = slotProps.inputLabel?.shrink ?? (select ? true : undefined);
  const notched = shrink !== undefined ? { notched: shrink } : {};
  return (
    <FormControl
      className={className}
      sx={sx}
      onKeyDown={onKeyDown}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
    >
      {labelShown && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          value={input.value}
          defaultValue={input.defaultValue}
          onChange={input.onChange as unknown as ChangeEventHandler<HTMLSelectElement>}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          input={<OutlinedInput label={label} {...notched} {...slotProps.input} />}
          inputProps={{
            ...(slotProps.htmlInput as Record<string, unknown> | undefined),
            id,
            name: input.name,
            autoFocus: input.autoFocus,
            'aria-describedby': helperTextId ?? slotProps.htmlInput?.['aria-describedby'],
          }}
          inputRef={inputRef}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...input}
          id={id}
          label={label}
          {...notched}
          aria-describedby={helperTextId}
          fullWidth={fullWidth}
          inputRef={inputRef}
          inputProps={slotProps.htmlInput}
          {...slotProps.input}
        />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
