import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export function GuestStepper({
  label,
  singular,
  value,
  max,
  onChange,
}: {
  label: string;
  singular: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
      <Box>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {max === 0 ? 'Not allowed here' : `Up to ${max}`}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-labelledby={id}>
        <IconButton
          aria-label={`Fewer ${label.toLowerCase()}`}
          onClick={() => onChange(value - 1)}
          disabled={value <= 0}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-label={`${label}: ${value}`}
          sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
        >
          {value}
        </Typography>
        <IconButton
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
          title={value >= max ? `At most ${max} ${max === 1 ? singular : label.toLowerCase()}` : undefined}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
