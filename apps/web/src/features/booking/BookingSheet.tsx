import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Phones: the booking panel as a sheet from the bottom of the screen. */
export function BookingSheet({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="bottom"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': label,
          sx: { borderTopLeftRadius: 20, borderTopRightRadius: 20, maxHeight: '92vh', px: 2.5, pb: 3, pt: 1 },
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
