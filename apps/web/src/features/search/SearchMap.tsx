/**
 * The search's map view (docs/product/search.md): OpenStreetMap's tiles drawn by Leaflet, with a marker
 * per result that has coordinates. This module (and Leaflet with it) is loaded only when the guest
 * opens the map, so a search page asks no other site for anything until then.
 */
import { formatRupees, MAP_ATTRIBUTION, MAP_TILE_URL, type SearchResult } from '@hillnest/domain';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Placed = SearchResult & { latitude: number; longitude: number };

export const isPlaced = (result: SearchResult): result is Placed =>
  typeof result.latitude === 'number' && typeof result.longitude === 'number';

export default function SearchMap({ results }: { results: SearchResult[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const placed = results.filter(isPlaced);
    if (!container.current || placed.length === 0) return;
    const map = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(MAP_TILE_URL, { maxZoom: 18, attribution: MAP_ATTRIBUTION }).addTo(map);
    for (const result of placed) {
      const label = result.fromPricePerNight !== undefined ? formatRupees(result.fromPricePerNight) : result.name;
      // A text marker (no image files to serve), focusable and named for keyboards and screen readers.
      const icon = L.divIcon({
        className: 'search-map-marker',
        html: `<span class="inline-block rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-900 shadow">${escapeHtml(label)}</span>`,
        iconSize: undefined,
      });
      L.marker([result.latitude, result.longitude], { icon, title: result.name, alt: result.name, keyboard: true })
        .bindPopup(
          `<a href="/detail/${encodeURIComponent(result._id)}" class="font-semibold text-brand-800 underline">${escapeHtml(result.name)}</a>`,
        )
        .addTo(map);
    }
    map.fitBounds(L.latLngBounds(placed.map((result) => [result.latitude, result.longitude])), { padding: [32, 32], maxZoom: 13 });
    return () => {
      map.remove();
    };
  }, [results]);
  return <div ref={container} role="region" aria-label="Map of the results" className="h-96 w-full rounded-xl border border-slate-200" />;
}
