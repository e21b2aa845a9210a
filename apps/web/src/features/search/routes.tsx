import type { RouteObject } from 'react-router';
import { firstView } from '../../lib/firstViewRoutes';

export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
    handle: firstView({
      module: 'src/features/search/SearchPage.tsx',
      // The page reads its address through the search's schema: loaded here, as the page loads it.
      view: async ({ search }) => (await import('./searchFirstView')).searchFirstView(search),
    }),
  },
];
