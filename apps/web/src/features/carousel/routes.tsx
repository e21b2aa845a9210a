import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const carouselRoutes: RouteObject[] = [
  adminArea([
    { path: 'carousel', lazy: async () => ({ Component: (await import('./CarouselGalleryPage')).CarouselGalleryPage }) },
    { path: 'edit-featured/:id', lazy: async () => ({ Component: (await import('./UploadFeaturedPage')).EditFeaturedPage }) },
    { path: 'upload-featured', lazy: async () => ({ Component: (await import('./UploadFeaturedPage')).UploadFeaturedPage }) },
  ]),
];
