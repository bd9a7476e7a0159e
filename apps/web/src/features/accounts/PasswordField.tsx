import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../components/TextInput.tsx';
import { useState } from 'react';

/** A password input with a show/hide toggle. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  autoComplete = 'current-password',
  required,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** true marks the field invalid; a message also replaces `helperText` while set. */
  error?: boolean | string;
  helperText?: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
  autoFocus?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={typeof error === 'string' && error ? error : helperText}
      autoComplete={autoComplete}
      required={required}
      autoFocus={autoFocus}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
