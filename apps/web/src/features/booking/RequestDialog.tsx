import { Messages } from '@app/contract';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

export type RequestState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'failed'; detail: string };

/** 'Please Wait we are processing your request....' while a request runs; why it failed when it did. */
export function RequestDialog({ state, onClose }: { state: RequestState; onClose: () => void }) {
  const open = state.phase !== 'idle';
  return (
    <Dialog open={open} onClose={state.phase === 'failed' ? onClose : undefined} aria-labelledby="request-status">
      <DialogContent sx={{ textAlign: 'center', px: { xs: 3, sm: 5 }, pt: 4, maxWidth: 420 }}>
        {state.phase === 'failed' ? (
          <>
            <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
            <Typography id="request-status" component="h2" variant="h6" sx={{ mt: 1 }}>
              {Messages.requestProcessingFailed}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {state.detail}
            </Typography>
          </>
        ) : (
          <>
            <CircularProgress aria-hidden />
            <Typography id="request-status" component="h2" variant="h6" sx={{ mt: 2 }} role="status">
              {Messages.bookingProcessing}
            </Typography>
          </>
        )}
      </DialogContent>
      {state.phase === 'failed' && (
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button variant="contained" onClick={onClose}>
            Choose other hours
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
