// The operator check behind RequireOperator (require-operator.tsx): the operator's routes for the
// platform operator, the not-found screen for anyone else.
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useIsOperator } from '../shared/ops/ops-entry';

const NotFoundScreen = lazy(() => import('../features/not-found/not-found-screen'));

export default function OperatorGate() {
  return useIsOperator() ? <Outlet /> : <NotFoundScreen />;
}
