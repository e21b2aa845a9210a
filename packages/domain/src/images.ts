/** Stored images come in two sizes: the full WebP (≤ 1600 px wide) and a 480 px thumbnail beside it. */
export const IMAGE_SIZES = { full: 1600, thumb: 480 } as const;

/** URL of the 480 px thumbnail stored next to a full-size image; other URLs are returned unchanged. */
export function thumbnailUrl(url: string): string {
  return url.endsWith('.webp') && !url.endsWith(`-${IMAGE_SIZES.thumb}.webp`)
    ? url.replace(/\.webp$/, `-${IMAGE_SIZES.thumb}.webp`)
    : url;
}

/** srcset for a stored image, so the browser picks the size it needs. */
export function imageSrcSet(url: string): string | undefined {
  const thumb = thumbnailUrl(url);
  return thumb === url ? undefined : `${thumb} ${IMAGE_SIZES.thumb}w, ${url} ${IMAGE_SIZES.full}w`;
}

/**
 * `sizes` of the largest image above the fold of each page. The page's <img> and the server's preload
 * hint for it (apps/server/src/modules/pages) must name the same sizes, or the browser fetches twice.
 */
export const LEAD_IMAGE_SIZES = {
  homeCarousel: '100vw',
  searchResult: '(min-width: 1024px) 300px, (min-width: 640px) 40vw, 100vw',
  blogCard: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  blogDetail: '(min-width: 768px) 768px, 100vw',
  hotelDetail: '(min-width: 1152px) 1152px, 100vw',
} as const;
