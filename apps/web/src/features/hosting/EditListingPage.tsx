import { ComingSoon } from '../../components/ComingSoon.tsx';

export function EditListingPage() {
  return <ComingSoon title="Edit listing" text="Editing listings is on its way." />;
}
