import { Messages } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { scheduleLines } from '../../booking/public.ts';
import { TextInput } from '../../../components/TextInput.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import type { HostReservation } from '../api/get-listing-reservations.ts';
import { useDeclineRequest } from '../api/decline-request.ts';

/** The longest reason the server takes (`ReservationDeclineBodySchema`). */
export const DECLINE_REASON_MAX = 500;

/** The server's complaint about the reason, when its refusal is about it (400 with `details.reason`). */
function reasonProblem(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
  const problems = details.reason;
  const first = Array.isArray(problems) ? problems[0] : problems;
  if (typeof first === 'string') return first;
  return [Messages.declineReasonRequired, Messages.declineReasonTooLong].find((text) => text === error.message);
}

/**
 * Asks the host why they decline a request to book; the guest is told the reason (docs/product/rules.md#request-to-book).
 * Mounted while open, so each opening starts blank. A reason the server refuses stays under the field; a request that
 * was answered, withdrawn or expired meanwhile (409) closes the dialog with the server's words, and the list reloads.
 */
export function DeclineRequestDialog({
  reservation,
  venueId,
  zoneLabel,
  onClose,
}: {
  reservation: HostReservation;
  venueId: string;
  /** "Eastern Time (America/New_York)": the zone the hours are in. */
  zoneLabel: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const decline = useDeclineRequest(venueId);
  const sending = decline.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setFailure(undefined);
    if (!text) {
      setFieldError(Messages.declineReasonRequired);
      return;
    }
    if (text.length > DECLINE_REASON_MAX) {
      setFieldError(Messages.declineReasonTooLong);
      return;
    }
    setFieldError(undefined);
    decline.mutate(
      { reservationId: reservation.uuid, reason: text },
      {
        onSuccess: onClose,
        onError: (error) => {
          // 401 and 403 are the session rules' to announce.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          if (error instanceof ApiError && error.status === 409) {
            notify.error(errorText(error));
            onClose();
            return;
          }
          const problem = reasonProblem(error);
          if (problem) setFieldError(problem);
          else setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Decline this request?</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{reservation.reservedBy.name}</Typography>
        {scheduleLines(reservation.schedules).map((line) => (
          <Typography key={line} color="textSecondary">
            {line}
          </Typography>
        ))}
        <Typography variant="body2" color="textSecondary">
          Times in {zoneLabel}
        </Typography>
        <Typography sx={{ mt: 2 }}>
          The guest&apos;s card is not charged and the hours become free again. The guest is told your reason.
        </Typography>
        <form id={formId} onSubmit={submit} noValidate>
          <TextInput
            label="Reason for the guest"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value.slice(0, DECLINE_REASON_MAX));
              if (fieldError) setFieldError(undefined);
            }}
            required
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${reason.length}/${DECLINE_REASON_MAX}`}
            multiline
            minRows={3}
            maxRows={10}
            autoFocus
            disabled={sending}
            slotProps={{
              htmlInput: { maxLength: DECLINE_REASON_MAX },
              formHelperText: fieldError ? undefined : { sx: { textAlign: 'right' } },
            }}
            sx={{ mt: 2 }}
          />
        </form>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          Keep request
        </Button>
        <Button type="submit" form={formId} variant="contained" color="error" loading={sending}>
          Decline request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
