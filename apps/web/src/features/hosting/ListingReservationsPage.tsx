import { ComingSoon } from '../../components/ComingSoon.tsx';

export function ListingReservationsPage() {
  return <ComingSoon title="Reservations" text="Reservations of this listing will be listed here." />;
}
