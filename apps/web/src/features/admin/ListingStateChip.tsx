import type { AdminListingState } from '@app/contract';
import Chip from '@mui/material/Chip';

const looks: Record<AdminListingState, { label: string; color: 'warning' | 'success' | 'error' | 'default' }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  unpublished: { label: 'Unpublished', color: 'default' },
};

export const listingStateLabel = (state: AdminListingState) => looks[state].label;

export function ListingStateChip({ state }: { state: AdminListingState }) {
  const look = looks[state];
  return (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={state === 'approved' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
