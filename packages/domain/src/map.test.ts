import { describe, expect, it } from 'vitest';
import { coordinatesOf, mapEmbedUrl, openInMapsUrl } from './map';

describe('map links', () => {
  it('has coordinates only when both are given', () => {
    expect(coordinatesOf({ latitude: 31.1, longitude: 77.2 })).toEqual({ latitude: 31.1, longitude: 77.2 });
    expect(coordinatesOf({ latitude: 0, longitude: 0 })).toEqual({ latitude: 0, longitude: 0 });
    expect(coordinatesOf({ latitude: 31.1, longitude: null })).toBeNull();
    expect(coordinatesOf({ latitude: null, longitude: null })).toBeNull();
  });

  it('frames OpenStreetMap around the place with a marker on it', () => {
    const url = new URL(mapEmbedUrl({ latitude: 31.1041, longitude: 77.1734 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('77.16340,31.09810,77.18340,31.11010');
    expect(url.searchParams.get('marker')).toBe('31.10410,77.17340');
    // At the edges of the world the box stays on it; tiny values are never written as 1e-7.
    expect(new URL(mapEmbedUrl({ latitude: 90, longitude: -180 })).searchParams.get('bbox')).toBe(
      '-180.00000,89.99400,-179.99000,90.00000',
    );
    expect(new URL(mapEmbedUrl({ latitude: 1e-7, longitude: 0 })).searchParams.get('marker')).toBe('0.00000,0.00000');
  });

  it('opens the place in a maps app', () => {
    expect(openInMapsUrl({ latitude: -33.8688, longitude: 151.2093 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.86880%2C151.20930',
    );
  });
});
