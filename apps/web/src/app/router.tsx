// The panel's routes (spec section 2). Every screen is its own lazy chunk; the guarded ones live
// inside the shell, which loads the session's data and shows the bottom tab bar.
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout, RouteError } from './root-layout';
import type { AppRouteHandle } from './route-handle';

const LoginScreen = lazy(() => import('../features/auth/login-screen'));
const TermsScreen = lazy(() => import('../features/legal/terms-screen'));
const NotFoundScreen = lazy(() => import('../features/not-found/not-found-screen'));
const Shell = lazy(() => import('./shell'));
const HomeScreen = lazy(() => import('../features/home/home-screen'));
const MeScreen = lazy(() => import('../features/me/me-screen'));
const AboutScreen = lazy(() => import('../features/about/about-screen'));

const tabRoot: AppRouteHandle = { tabBar: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      // Public routes. Still to come: /register/:inviteCode?, /passwordSet, /securitySet, /resetPassword.
      { path: 'login', element: <LoginScreen /> },
      { path: 'termsOfUse', element: <TermsScreen /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              { id: 'home', path: 'home', element: <HomeScreen />, handle: tabRoot },
              { id: 'me', path: 'me', element: <MeScreen />, handle: tabRoot },
              { id: 'about', path: 'about', element: <AboutScreen /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
