import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from './not-found.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { lazyThemed } from '../components/theme/themed.tsx';
import { returnAfterVerifying } from '../lib/return-to.ts';
import { isVerified, useSessionUser } from '../lib/session.ts';

const SignInPrompt = lazyThemed(() =>
  import('../components/SignInRequired.tsx').then((module) => module.SignInRequired),
);

/** A visitor on a page for members is asked to log in where they are (the prompt is built with MUI). */
function SignInRequired() {
  return (
    <Suspense fallback={<PageLoader />}>
      <SignInPrompt />
    </Suspense>
  );
}

/** Sends an unverified user to the profile page to verify, remembering the page they asked for. */
function VerifyFirst() {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    returnAfterVerifying.set(asked);
    navigate('/editprofile', { replace: true });
  }, [asked, navigate]);
  return null;
}

/**
 * Who is not logged in on a members' page: a visitor who opened it is asked to log in there; someone whose session
 * ended on it (logged out, blocked) goes to the home page, as before.
 */
function Visitor({ arrivedLoggedOut }: { arrivedLoggedOut: boolean }) {
  return arrivedLoggedOut ? <SignInRequired /> : <Navigate to="/" replace />;
}

/** Logged-in-only routes (docs/product/screens.md#routes-and-guards). */
export function RequireLogin() {
  const user = useSessionUser();
  const [arrivedLoggedOut] = useState(() => !user);
  return user ? <Outlet /> : <Visitor arrivedLoggedOut={arrivedLoggedOut} />;
}

/** Routes that also need a verified email and phone send the user to their profile to verify, then back. */
export function RequireVerified() {
  const user = useSessionUser();
  const [arrivedLoggedOut] = useState(() => !user);
  if (!user) return <Visitor arrivedLoggedOut={arrivedLoggedOut} />;
  if (!isVerified(user)) return <VerifyFirst />;
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
