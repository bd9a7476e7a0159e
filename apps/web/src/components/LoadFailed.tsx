import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { errorText } from '../lib/api.ts';
import { EmptyState } from './PageShell.tsx';

/**
 * The designed failed state of a page or panel whose data could not be loaded: what failed, why (the server's
 * message when there is one, otherwise the connection) and Try again.
 */
export function LoadFailed({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      tone="rose"
      icon={<ErrorOutlineIcon fontSize="large" />}
      title={`${what} could not be loaded`}
      text={error ? errorText(error) : 'Please check your connection and try again.'}
      action={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
