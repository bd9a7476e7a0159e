import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** docs/product/screens.md: a host without a designation is shown as a Venue Owner. */
export const DEFAULT_DESIGNATION = 'Venue Owner';
export const hostDesignation = (designation: string | null | undefined) => designation?.trim() || DEFAULT_DESIGNATION;

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

export function HostSummary({ host }: { host: { name: string; designation?: string | null } }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48, fontWeight: 700 }} aria-hidden>
        {initialOf(host.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>Hosted by {host.name}</Typography>
        <Typography variant="body2" color="textSecondary">
          {hostDesignation(host.designation)}
        </Typography>
      </Box>
    </Stack>
  );
}
