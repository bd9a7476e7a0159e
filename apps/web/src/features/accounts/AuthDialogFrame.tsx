import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { closeAuthDialog } from '../../lib/dialogs.ts';

/** The frame every account modal shares: a titled dialog with a close button, full-screen on phones. */
export function AuthDialogFrame({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={closeAuthDialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={subtitle ? `${id}-subtitle` : undefined}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      slotProps={{ paper: { sx: { borderRadius: phone ? 0 : 4 } } }}
    >
      <Box sx={{ position: 'relative', px: { xs: 3, sm: 4 }, pt: { xs: 3, sm: 4 }, pb: 1 }}>
        <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ pr: 5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography id={`${id}-subtitle`} color="textSecondary" sx={{ mt: 0.75 }}>
            {subtitle}
          </Typography>
        )}
        <IconButton aria-label="Close" onClick={closeAuthDialog} sx={{ position: 'absolute', top: 16, right: 16 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pb: { xs: 3, sm: 4 } }}>{children}</DialogContent>
    </Dialog>
  );
}
