// Routes below are the platform operator's (/ops): anyone else gets the not-found screen, as for
// any unknown address, so the screens are never shown to them (the server refuses them too, 20003).
// The check itself (operator-gate.tsx) loads with the logged-in screens: it reads the current user
// through the query library, which the first chunk, and so the login screen, must not carry.
import { lazy } from 'react';

const OperatorGate = lazy(() => import('./operator-gate'));

export function RequireOperator() {
  return <OperatorGate />;
}
