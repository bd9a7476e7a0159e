import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../../../components/TextInput.tsx';
import type { ReactNode } from 'react';

/** A row of filters above a list (wrapping on phones), with "Clear filters" while any is set. */
export function FilterBar({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(210px, 1fr))' },
        alignItems: 'center',
        mb: 2.5,
      }}
    >
      {children}
      {onClear && (
        <Box sx={{ gridColumn: '1 / -1', mt: -0.5 }}>
          <Button size="small" onClick={onClear}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** A labelled select of a filter; the empty value means "all". */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextInput select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextInput>
  );
}
