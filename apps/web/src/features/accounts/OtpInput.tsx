import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/**
 * One box per digit. Typing moves on, Backspace moves back, arrows move, and pasting or autofilling a whole code
 * (into any box) fills every box.
 */
export function OtpInput({
  digits,
  onChange,
  error,
  disabled,
  autoFocus,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    let index = from;
    for (const digit of incoming.slice(0, length - from)) next[index++] = digit;
    onChange(next);
    focusBox(Math.min(index, length - 1));
  };

  const change = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed.length === 1) {
      const next = [...digits];
      next[index] = typed;
      onChange(next);
      focusBox(index + 1);
      return;
    }
    // A digit typed into a filled box that kept its old digit: keep the new one.
    if (typed.length === 2 && digits[index] && typed.includes(digits[index])) {
      const fresh = typed.startsWith(digits[index]) ? typed[1]! : typed[0]!;
      change(index, fresh);
      return;
    }
    fillFrom(index, typed);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <Box
      role="group"
      aria-label="One-time code"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))`, gap: { xs: 0.75, sm: 1.25 } }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          error={error}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => paste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          inputProps={{
            'aria-label': `Digit ${index + 1} of ${length}`,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={(theme) => ({
            height: { xs: 48, sm: 56 },
            border: 1.5,
            borderStyle: 'solid',
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: '12px',
            bgcolor: 'background.paper',
            fontSize: { xs: 22, sm: 26 },
            fontWeight: 700,
            transition: theme.transitions.create(['border-color', 'box-shadow']),
            '&.Mui-focused': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: `0 0 0 3px ${theme.palette.primary.main}33`,
            },
            '& input': { textAlign: 'center', p: 0, height: '100%' },
          })}
        />
      ))}
    </Box>
  );
}
