import { describe, expect, it } from 'vitest';
import { imageSrcSet, thumbnailUrl } from './images';

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

  it('offers both widths to the browser', () => {
    expect(imageSrcSet('/uploads/a.webp')).toBe('/uploads/a-480.webp 480w, /uploads/a.webp 1600w');
  });
});
