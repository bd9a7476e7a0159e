import { ComingSoon } from '../../components/ComingSoon.tsx';

export function ManageListingsPage() {
  return <ComingSoon title="Manage Listings" text="Your listings will be managed here." />;
}
