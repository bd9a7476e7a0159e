import { ComingSoon } from '../../components/ComingSoon.tsx';

export function BlockedDatesPage() {
  return <ComingSoon title="Blocked Dates" text="Blocked dates will be managed here." />;
}
