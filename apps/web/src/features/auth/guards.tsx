import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { ADMIN_AREA } from '../../app/adminArea';
import { Loading } from '../../components/Loading';
import { returnToState } from '../../lib/returnTo';
import { useAuth } from './api';

const NotFoundPage = lazy(() => import('../../app/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

function ToSignIn() {
  const location = useLocation();
  return <Navigate to="/sign-in" replace state={returnToState(location)} />;
}

/** Layout route for signed-in pages: a visitor goes to /sign-in and comes back after signing in. */
export function RequireAuth() {
  const { isLoggedIn, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  if (!isLoggedIn) return <ToSignIn />;
  return <Outlet />;
}

/**
 * Layout route for administrator pages. The server enforces the role on every admin call;
 * this only decides what to show: visitors sign in first, other users see the not-found page.
 */
export function RequireAdmin() {
  const { isLoggedIn, isAdmin, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  if (!isLoggedIn) return <ToSignIn />;
  if (!isAdmin) {
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Administrator pages: behind RequireAdmin, and shown in the admin frame (its navigation instead of the guest header). */
export function adminArea(children: RouteObject[]): RouteObject {
  return { Component: RequireAdmin, handle: ADMIN_AREA, children };
}
