/**
 * Stored images are WebP in several widths beside each other. An image stored now is named for its
 * full width (`{id}-1600.webp`) and has a 960 px and a 480 px copy (`{id}-960.webp`, `{id}-480.webp`):
 * a phone's screen (about 720 device pixels across) takes the 960 one instead of the full image.
 * Images stored before the 960 px size existed are named `{id}.webp` and have only the 480 px copy.
 * The name says which, so no stored image is rewritten and no srcset names a file that is missing.
 */
export const IMAGE_SIZES = { full: 1600, medium: 960, thumb: 480 } as const;

export interface StoredImageSize {
  url: string;
  width: number;
}

const FULL_SUFFIX = `-${IMAGE_SIZES.full}.webp`;
const SIZED_COPY = new RegExp(`-(${IMAGE_SIZES.medium}|${IMAGE_SIZES.thumb})\\.webp$`);

/** The stored sizes of an image, smallest first, from its full-size URL; [] for any other URL. */
export function storedImageSizes(url: string): StoredImageSize[] {
  const sized = (base: string, width: number) => ({ url: `${base}-${width}.webp`, width });
  if (url.endsWith(FULL_SUFFIX)) {
    const base = url.slice(0, -FULL_SUFFIX.length);
    return [sized(base, IMAGE_SIZES.thumb), sized(base, IMAGE_SIZES.medium), { url, width: IMAGE_SIZES.full }];
  }
  if (url.endsWith('.webp') && !SIZED_COPY.test(url)) {
    return [sized(url.slice(0, -'.webp'.length), IMAGE_SIZES.thumb), { url, width: IMAGE_SIZES.full }];
  }
  return [];
}

/** URL of the 480 px thumbnail stored next to a full-size image; other URLs are returned unchanged. */
export function thumbnailUrl(url: string): string {
  return storedImageSizes(url)[0]?.url ?? url;
}

/**
 * The PNG copy stored beside an uploaded logo for e-mails (Outlook and older clients show no WebP):
 * `{id}-email.png` next to `{id}-1600.webp`; null for an address that is not a stored image.
 */
export function emailImageUrl(url: string): string | null {
  if (url.endsWith(FULL_SUFFIX)) return `${url.slice(0, -FULL_SUFFIX.length)}${EMAIL_SUFFIX}`;
  if (url.endsWith('.webp') && !SIZED_COPY.test(url)) return `${url.slice(0, -'.webp'.length)}${EMAIL_SUFFIX}`;
  return null;
}
const EMAIL_SUFFIX = '-email.png';

/** srcset for a stored image, so the browser picks the size it needs. */
export function imageSrcSet(url: string): string | undefined {
  const sizes = storedImageSizes(url);
  return sizes.length ? sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
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
  /** The property page's large mosaic photo: half the page's width on wide screens. */
  hotelDetail: '(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw',
} as const;
