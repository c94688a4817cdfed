// Routes below need a stored token (spec section 2); without one the user goes to /login, which
// brings them back here after logging in.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasToken, pathAfterLogin } from '../lib/session';

export type LoginRedirectState = { from?: string };

export function RequireAuth() {
  const { pathname, search, hash } = useLocation();
  if (hasToken()) return <Outlet />;
  const state: LoginRedirectState = { from: `${pathname}${search}${hash}` };
  return <Navigate to="/login" replace state={state} />;
}

/** /login for someone already logged in: where they were going (or Home) instead of the form. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) return <>{children}</>;
  return <Navigate to={pathAfterLogin(location.state)} replace />;
}
