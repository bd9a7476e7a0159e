import { usePendingApprovalCount } from './admin-listings.api.ts';
import { CountBadge } from './components/CountBadge.tsx';

/** "Admin console" with the number of listings waiting for approval, for the header's menus (admins only). */
export function AdminConsoleLabel() {
  const pending = usePendingApprovalCount();
  return (
    <>
      Admin console
      <CountBadge count={pending.data} label="listings waiting for approval" />
    </>
  );
}
