import type { RouteObject } from 'react-router';
import { adminArea } from './guards';

export const authRoutes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }) },
  { path: 'reset-password', lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }) },
  { path: 'verify-email', lazy: async () => ({ Component: (await import('./VerifyEmailPage')).VerifyEmailPage }) },
  // In the admin area: the administrator replaces the generated first password here.
  adminArea([{ path: 'change-password', lazy: async () => ({ Component: (await import('./ChangePasswordPage')).ChangePasswordPage }) }]),
];
