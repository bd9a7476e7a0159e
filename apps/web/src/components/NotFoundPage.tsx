import { ComingSoon } from './ComingSoon.tsx';

export function NotFoundPage() {
  return <ComingSoon title="Page not found" text="The page you are looking for does not exist or has moved." />;
}
