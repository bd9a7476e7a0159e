import { ComingSoon } from '../../components/ComingSoon.tsx';

export function MyBookingsPage() {
  return <ComingSoon title="My Bookings" text="Your bookings will be listed here." />;
}
