import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '../../../components/TextInput.tsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorText } from '../../../lib/api.ts';

/** The server's complaint about the reason field, when the refusal is about it. */
function reasonProblem(error: unknown) {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return undefined;
  const problems = (error.details as Record<string, unknown>).reason;
  const first = Array.isArray(problems) ? problems[0] : problems;
  return typeof first === 'string' ? first : undefined;
}

export interface ReasonDialogProps {
  title: string;
  /** What happens, in a sentence or two. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that leaves without acting. */
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error' | 'warning' | 'success';
  /** A required reason shows `requiredMessage` under the field when sent empty; an optional one may be blank. */
  requiredMessage?: string;
  /** Sends the change; a rejection keeps the dialog open with the server's message. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A confirmation with a reason for the audit log (reject, unpublish, block…). It is mounted while open, so each
 * opening starts blank.
 */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'primary',
  requiredMessage,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setFailure(undefined);
    if (requiredMessage && !text) {
      setFieldError(requiredMessage);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      await onConfirm(text || undefined);
      onClose();
    } catch (error) {
      const problem = reasonProblem(error);
      if (problem) setFieldError(problem);
      else setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <TextInput
            label={requiredMessage ? 'Reason' : 'Reason (optional)'}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
            required={Boolean(requiredMessage)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Kept in the audit log.'}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ mt: 2 }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={sending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={sending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
