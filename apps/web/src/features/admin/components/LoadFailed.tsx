import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/PageShell.tsx';

/** The designed error state of an admin list or panel: what failed and a Retry button. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      tone="rose"
      icon={<ErrorOutlineIcon fontSize="large" />}
      title={`${what} could not be loaded`}
      text="Please check your connection and try again."
      action={
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
