import { API_PATHS, isUuid, LEAD_IMAGE_SIZES, PAGE_SIZES, pageFromParam, type Blog, type BlogPage } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { firstView, leadRead } from '../../lib/firstViewRoutes';
import { adminArea } from '../auth/guards';

export const blogRoutes: RouteObject[] = [
  {
    path: 'blogs',
    lazy: async () => ({ Component: (await import('./BlogsPage')).BlogsPage }),
    handle: firstView({
      module: 'src/features/blogs/BlogsPage.tsx',
      view: async ({ search }) => {
        const read = API_PATHS.blogPage(pageFromParam(search.get('page')), PAGE_SIZES.blogs);
        return {
          params: ['page'],
          ...leadRead(read, (page: BlogPage) => page.data[0]?.thumbnailImageUrl, LEAD_IMAGE_SIZES.blogCard),
          head: (await import('./head')).blogsHead(read),
        };
      },
    }),
  },
  {
    path: 'blogs/:id',
    lazy: async () => ({ Component: (await import('./BlogDetailPage')).BlogDetailPage }),
    handle: firstView({
      module: 'src/features/blogs/BlogDetailPage.tsx',
      view: async ({ params }) =>
        isUuid(params.id)
          ? {
              ...leadRead(API_PATHS.blog(params.id), (blog: Blog) => blog.thumbnailImageUrl, LEAD_IMAGE_SIZES.blogDetail),
              subject: API_PATHS.blog(params.id),
              head: (await import('./head')).blogHead(params.id),
            }
          : undefined,
    }),
  },
  adminArea([
    { path: 'create-blog', lazy: async () => ({ Component: (await import('./CreateBlogPage')).CreateBlogPage }) },
    { path: 'edit-blog/:id', lazy: async () => ({ Component: (await import('./CreateBlogPage')).EditBlogPage }) },
    { path: 'review-blogs', lazy: async () => ({ Component: (await import('./ReviewBlogsPage')).ReviewBlogsPage }) },
  ]),
];
