import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

export const carouselRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [
      { path: 'carousel', lazy: async () => ({ Component: (await import('./CarouselGalleryPage')).CarouselGalleryPage }) },
      { path: 'upload-featured', lazy: async () => ({ Component: (await import('./UploadFeaturedPage')).UploadFeaturedPage }) },
    ],
  },
];
