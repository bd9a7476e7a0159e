import { Navigate, Outlet } from 'react-router';
import { NotFoundPage } from './not-found.tsx';
import { isVerified, useSessionUser } from '../lib/session.ts';

/** Logged-in-only routes: a visitor lands on the home page (docs/product/screens.md). */
export function RequireLogin() {
  const user = useSessionUser();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}

/** Routes that also need a verified email and phone send the user to their profile to verify. */
export function RequireVerified() {
  const user = useSessionUser();
  if (!user) return <Navigate to="/" replace />;
  if (!isVerified(user)) return <Navigate to="/editprofile" replace />;
  return <Outlet />;
}

/** The sign-up page is for visitors only. */
export function VisitorOnly() {
  const user = useSessionUser();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** The home page sends a logged-in user with an unverified email or phone to the profile page. */
export function VerifiedOrVisitor() {
  const user = useSessionUser();
  return user && !isVerified(user) ? <Navigate to="/editprofile" replace /> : <Outlet />;
}

/** The admin console does not reveal itself: everyone who is not an admin sees the not-found page. */
export function RequireAdmin() {
  const user = useSessionUser();
  return user?.admin ? <Outlet /> : <NotFoundPage />;
}
