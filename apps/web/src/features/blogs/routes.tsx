import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const blogRoutes: RouteObject[] = [
  { path: 'blogs', lazy: async () => ({ Component: (await import('./BlogsPage')).BlogsPage }) },
  { path: 'blogs/:id', lazy: async () => ({ Component: (await import('./BlogDetailPage')).BlogDetailPage }) },
  adminArea([
    { path: 'create-blog', lazy: async () => ({ Component: (await import('./CreateBlogPage')).CreateBlogPage }) },
    { path: 'edit-blog/:id', lazy: async () => ({ Component: (await import('./CreateBlogPage')).EditBlogPage }) },
    { path: 'review-blogs', lazy: async () => ({ Component: (await import('./ReviewBlogsPage')).ReviewBlogsPage }) },
  ]),
];
