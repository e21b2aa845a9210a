/**
 * Where a property is, on a map (docs/product/guest-site.md): the OpenStreetMap embed the property page
 * frames, and the link that opens the place in the guest's maps app. No zod here.
 */

/** The one outside origin the site frames: the server's Content-Security-Policy allows it in frame-src. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** The search's map view draws OpenStreetMap's tiles: the server's Content-Security-Policy allows them in img-src. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The property's coordinates when the owner gave both, else null (no map then). */
export function coordinatesOf(place: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return place.latitude === null || place.longitude === null ? null : { latitude: place.latitude, longitude: place.longitude };
}

// Five decimals are about a metre: enough for a map, and never printed in exponent form.
const degrees = (value: number) => value.toFixed(5);
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** OpenStreetMap's embeddable map around the place (a few streets each way) with a marker on it. */
export function mapEmbedUrl({ latitude, longitude }: Coordinates): string {
  const box = [clamp(longitude - 0.01, 180), clamp(latitude - 0.006, 90), clamp(longitude + 0.01, 180), clamp(latitude + 0.006, 90)].map(
    degrees,
  );
  const query = new URLSearchParams({ bbox: box.join(','), layer: 'mapnik', marker: `${degrees(latitude)},${degrees(longitude)}` });
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${query.toString()}`;
}

/** Google Maps' universal link: opens the maps app on phones, the website elsewhere. */
export function openInMapsUrl({ latitude, longitude }: Coordinates): string {
  const query = new URLSearchParams({ api: '1', query: `${degrees(latitude)},${degrees(longitude)}` });
  return `https://www.google.com/maps/search/?${query.toString()}`;
}

/**
 * OpenStreetMap's embeddable map framing every place (a little margin around them), with a marker on
 * the only one when there is one; null without places.
 */
export function mapEmbedUrlAround(places: readonly Coordinates[]): string | null {
  if (places.length === 0) return null;
  if (places.length === 1) return mapEmbedUrl(places[0]!);
  const lats = places.map((place) => place.latitude);
  const lngs = places.map((place) => place.longitude);
  const margin = (span: number) => Math.max(span * 0.15, 0.01);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const box = [
    clamp(west - margin(east - west), 180),
    clamp(south - margin(north - south), 90),
    clamp(east + margin(east - west), 180),
    clamp(north + margin(north - south), 90),
  ].map(degrees);
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${new URLSearchParams({ bbox: box.join(','), layer: 'mapnik' }).toString()}`;
}
