import { TextInput, type TextInputProps } from './TextInput.tsx';

type FormTextInputProps = Omit<TextInputProps, 'error' | 'onChange'> & {
  /** The field's validation message: marks the field invalid and replaces `helperText` while set. */
  error?: string;
  onValue: (value: string) => void;
};

/** A text field bound to a string value and a per-field error message, as every form here keeps them. */
export function FormTextField({ error, helperText, onValue, ...props }: FormTextInputProps) {
  return (
    <TextInput
      {...props}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
