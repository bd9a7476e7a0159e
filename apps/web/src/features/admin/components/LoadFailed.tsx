import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/PageShell.tsx';
import { errorText } from '../../../lib/api.ts';

/** The designed failed state of a console page or panel: what could not load, why (when known), and Retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      tone="rose"
      icon={<ErrorOutlineIcon fontSize="large" />}
      title={`${what} could not be loaded`}
      text={error ? errorText(error) : 'Please check your connection and try again.'}
      action={
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
