// Routes below are the platform operator's (/ops): anyone else gets the not-found screen, as for
// any unknown address, so the screens are never shown to them (the server refuses them too, 20003).
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useIsOperator } from '../shared/ops/ops-entry';

const NotFoundScreen = lazy(() => import('../features/not-found/not-found-screen'));

export function RequireOperator() {
  return useIsOperator() ? <Outlet /> : <NotFoundScreen />;
}
