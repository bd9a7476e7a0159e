import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const roles = [
  { value: 'customer', title: 'Customer', text: 'Book spaces by the hour', icon: <PersonIcon /> },
  { value: 'host', title: 'Customer And Host', text: 'Book spaces and list your own', icon: <HomeWorkIcon /> },
] as const;

/** "Register as": Customer, or Customer And Host (docs/product/screens.md Sign up). */
export function RoleChoice({ host, onChange }: { host: boolean; onChange: (host: boolean) => void }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        Register as
      </FormLabel>
      <RadioGroup
        name="registerAs"
        value={host ? 'host' : 'customer'}
        onChange={(event) => onChange(event.target.value === 'host')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {roles.map((role) => (
          <RoleCard
            key={role.value}
            value={role.value}
            selected={(role.value === 'host') === host}
            title={role.title}
            text={role.text}
            icon={role.icon}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function RoleCard({
  value,
  selected,
  title,
  text,
  icon,
}: {
  value: string;
  selected: boolean;
  title: string;
  text: string;
  icon: ReactNode;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        pr: 1,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(15, 118, 110, 0.06)' : 'background.paper',
        borderRadius: 3,
        cursor: 'pointer',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Box sx={{ color: selected ? 'primary.main' : 'text.secondary', display: 'flex', pl: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{title}</Typography>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
      </Box>
      <Radio value={value} slotProps={{ input: { 'aria-label': title } }} />
    </Box>
  );
}
