import { mapEmbedUrl, openInMapsUrl, type Coordinates } from '@hillnest/domain';
import { ExternalLink } from 'lucide-react';
import { MapFrame } from '../../components/MapFrame';

/**
 * A small map of where the property is, and a link that opens the place in the guest's maps app. The
 * map is OpenStreetMap's embed, framed only once its box comes near the window: the first view loads
 * nothing from another site, and the page ships no map code of its own (docs/product/guest-site.md).
 */
export function PropertyMap({ name, coordinates }: { name: string; coordinates: Coordinates }) {
  return (
    <div className="mt-3 space-y-2">
      <MapFrame src={mapEmbedUrl(coordinates)} title={`Map of ${name}`} />
      <a
        href={openInMapsUrl(coordinates)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
      >
        Open in Maps
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
