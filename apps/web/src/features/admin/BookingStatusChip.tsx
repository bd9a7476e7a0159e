import Chip from '@mui/material/Chip';
import { bookingStatusOf } from './booking-status.ts';

export function BookingStatusChip({ status }: { status: number }) {
  const { label, color } = bookingStatusOf(status);
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
