import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useOverlayVisible } from '../lib/overlay.ts';

export function LoadingOverlay() {
  const visible = useOverlayVisible();
  return (
    <Backdrop
      open={visible}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 10, color: '#fff' }}
      data-testid="loading-overlay"
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}
