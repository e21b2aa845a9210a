import type { RouteObject } from 'react-router';
import { RequireAdmin } from './guards';

export const authRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
  {
    // In the admin area: the administrator replaces the generated first password here.
    Component: RequireAdmin,
    children: [{ path: 'change-password', lazy: async () => ({ Component: (await import('./ChangePasswordPage')).ChangePasswordPage }) }],
  },
];
