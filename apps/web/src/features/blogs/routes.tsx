import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

export const blogRoutes: RouteObject[] = [
  { path: 'blogs', lazy: async () => ({ Component: (await import('./BlogsPage')).BlogsPage }) },
  { path: 'blogs/:id', lazy: async () => ({ Component: (await import('./BlogDetailPage')).BlogDetailPage }) },
  {
    Component: RequireAdmin,
    children: [
      { path: 'create-blog', lazy: async () => ({ Component: (await import('./CreateBlogPage')).CreateBlogPage }) },
      { path: 'review-blogs', lazy: async () => ({ Component: (await import('./ReviewBlogsPage')).ReviewBlogsPage }) },
    ],
  },
];
