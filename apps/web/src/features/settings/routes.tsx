import { Navigate, type RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const settingsRoutes: RouteObject[] = [
  adminArea([
    { path: 'settings', element: <Navigate to="/settings/business" replace /> },
    { path: 'settings/business', lazy: async () => ({ Component: (await import('./BusinessSettingsPage')).BusinessSettingsPage }) },
    { path: 'settings/guests', lazy: async () => ({ Component: (await import('./GuestSettingsPage')).GuestSettingsPage }) },
    { path: 'settings/site', lazy: async () => ({ Component: (await import('./SiteSettingsPage')).SiteSettingsPage }) },
    { path: 'settings/tax', lazy: async () => ({ Component: (await import('./TaxSettingsPage')).TaxSettingsPage }) },
    { path: 'settings/payments', lazy: async () => ({ Component: (await import('./PaymentSettingsPage')).PaymentSettingsPage }) },
    { path: 'settings/messages', lazy: async () => ({ Component: (await import('./MessageSettingsPage')).MessageSettingsPage }) },
    { path: 'settings/email', lazy: async () => ({ Component: (await import('./EmailSettingsPage')).EmailSettingsPage }) },
    { path: 'settings/go-live', lazy: async () => ({ Component: (await import('./GoLivePage')).GoLivePage }) },
    { path: 'setup', lazy: async () => ({ Component: (await import('./SetupPage')).SetupPage }) },
    { path: 'settings/activity', lazy: async () => ({ Component: (await import('./SettingsActivityPage')).SettingsActivityPage }) },
  ]),
];
