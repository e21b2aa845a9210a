import { describe, expect, it } from 'vitest';
import { imageSrcSet, storedImageSizes, thumbnailUrl } from './images';

describe('stored image sizes', () => {
  it('finds the 480 px thumbnail beside a full-size WebP, locally or in a bucket', () => {
    expect(thumbnailUrl('/uploads/hotels/abc.webp')).toBe('/uploads/hotels/abc-480.webp');
    expect(thumbnailUrl('https://cdn.example/hotels/abc.webp')).toBe('https://cdn.example/hotels/abc-480.webp');
  });

  it('leaves thumbnails and foreign images alone', () => {
    expect(thumbnailUrl('/uploads/hotels/abc-480.webp')).toBe('/uploads/hotels/abc-480.webp');
    expect(thumbnailUrl('/placeholder.svg')).toBe('/placeholder.svg');
    expect(imageSrcSet('/placeholder.svg')).toBeUndefined();
  });

  it('offers both widths of an image stored before the 960 px size to the browser', () => {
    expect(imageSrcSet('/uploads/a.webp')).toBe('/uploads/a-480.webp 480w, /uploads/a.webp 1600w');
  });

  it('offers the three widths of an image named for its full width', () => {
    const url = 'https://cdn.example/hotels/abc-1600.webp';
    expect(thumbnailUrl(url)).toBe('https://cdn.example/hotels/abc-480.webp');
    expect(imageSrcSet(url)).toBe(
      'https://cdn.example/hotels/abc-480.webp 480w, https://cdn.example/hotels/abc-960.webp 960w, https://cdn.example/hotels/abc-1600.webp 1600w',
    );
    expect(storedImageSizes('/uploads/hotels/abc-960.webp')).toEqual([]);
    expect(thumbnailUrl('/uploads/hotels/abc-960.webp')).toBe('/uploads/hotels/abc-960.webp');
  });
});
