import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const emailRoutes: RouteObject[] = [
  adminArea([{ path: 'sent-emails', lazy: async () => ({ Component: (await import('./SentEmailsPage')).SentEmailsPage }) }]),
];
