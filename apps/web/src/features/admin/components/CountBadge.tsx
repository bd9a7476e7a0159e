import Box from '@mui/material/Box';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A count pill beside a menu label ("Approvals 3"), read as "3 waiting"; nothing when there is none. */
export function CountBadge({ count, label = 'waiting' }: { count: number | undefined; label?: string }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'inline-grid',
        placeItems: 'center',
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={hidden}>
        {` ${count} ${label}`}
      </Box>
    </Box>
  );
}
