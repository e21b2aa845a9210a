import type { RouteObject } from 'react-router';

export const hotelRoutes: RouteObject[] = [
  { path: 'search', lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }) },
  { path: 'detail/:hotelId', lazy: async () => ({ Component: (await import('./DetailPage')).DetailPage }) },
];
