import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { loadingRegion } from '../../../components/loading-region';

/** Rows of grey bars where a table is about to appear. */
export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Box {...loadingRegion(label)}>
      <Skeleton variant="rounded" height={44} sx={{ mb: 1 }} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 1, opacity: 1 - index * 0.12 }} />
      ))}
    </Box>
  );
}
