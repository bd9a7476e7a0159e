import { ComingSoon } from '../../components/ComingSoon.tsx';

export function BookNowPage() {
  return <ComingSoon title="Book this space" text="Choosing hours and paying happens on the listing page for now." />;
}
