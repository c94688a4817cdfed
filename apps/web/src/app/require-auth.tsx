// Routes below need a stored token (spec section 2); without one the user goes to /login, which
// brings them back here after logging in.
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasToken } from '../lib/session';

export type LoginRedirectState = { from?: string };

export function RequireAuth() {
  const { pathname, search, hash } = useLocation();
  if (hasToken()) return <Outlet />;
  const state: LoginRedirectState = { from: `${pathname}${search}${hash}` };
  return <Navigate to="/login" replace state={state} />;
}
