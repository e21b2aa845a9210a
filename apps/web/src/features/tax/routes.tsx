import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const taxRoutes: RouteObject[] = [
  adminArea([{ path: 'admin/invoices', lazy: async () => ({ Component: (await import('./InvoicesPage')).InvoicesPage }) }]),
];
