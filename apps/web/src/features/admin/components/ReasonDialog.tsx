import { AdminMessages } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/api.ts';

/**
 * Asks for the reason of an admin action that changes someone else's data (recorded in the audit log), states the
 * consequence, and shows the server's refusal in place. The reason is required unless `optional`.
 */
export function ReasonDialog({
  open,
  title,
  consequence,
  confirmLabel,
  cancelLabel = 'Keep as is',
  destructive = false,
  optional = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  consequence: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  optional?: boolean;
  pending: boolean;
  /** The last failure of the action, shown above the buttons. */
  error?: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !optional && reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTried(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <div id={textId}>{consequence}</div>
        <TextField
          label={optional ? 'Reason (optional)' : 'Reason'}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required={!optional}
          error={tried && missing}
          helperText={tried && missing ? AdminMessages.reasonRequired : 'Recorded in the audit log.'}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {error != null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={submit} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
