import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
];
