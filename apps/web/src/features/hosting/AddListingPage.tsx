import { ComingSoon } from '../../components/ComingSoon.tsx';

export function AddListingPage() {
  return <ComingSoon title="Add Listing" text="The listing form is on its way." />;
}
