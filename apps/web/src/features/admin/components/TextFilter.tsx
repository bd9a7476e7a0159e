import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../../components/TextInput.tsx';
import { useEffect, useRef, useState } from 'react';

const settleMs = 400;

/**
 * A text filter that applies itself once typing pauses. It follows the URL too: the back button puts the earlier
 * text back in the field.
 */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  // The latest callback, so a re-render of the page while typing does not restart the pause.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => changed.current(text.trim()), settleMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextInput
      label={label}
      value={text}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      size="small"
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
