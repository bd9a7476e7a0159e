import { ComingSoon } from '../../components/ComingSoon.tsx';

export function TransactionsPage() {
  return <ComingSoon title="Transactions" text="Your transactions will be listed here." />;
}
