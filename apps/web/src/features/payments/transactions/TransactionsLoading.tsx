import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { loadingRegion } from '../../../components/loading-region';
import { summarySx } from './Summary.tsx';

export function TransactionsLoading() {
  return (
    <Box {...loadingRegion('Loading transactions')}>
      <Box sx={summarySx(2)}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} sx={{ borderRadius: '16px' }} />
        ))}
      </Box>
      <Stack spacing={1.5}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={72} sx={{ borderRadius: '16px' }} />
        ))}
      </Stack>
    </Box>
  );
}
