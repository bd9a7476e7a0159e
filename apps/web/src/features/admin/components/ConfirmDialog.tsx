import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { errorText } from '../../../lib/api.ts';

/**
 * "Delete X?" with what it means; the server's refusal (e.g. still in use) is shown in the dialog. Without `onConfirm`
 * it only explains (why something cannot be done) and offers Close.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  error?: unknown;
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error != null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {onConfirm ? 'Cancel' : 'Close'}
        </Button>
        {onConfirm && (
          <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
