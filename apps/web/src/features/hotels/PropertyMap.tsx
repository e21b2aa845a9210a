import { mapEmbedUrl, openInMapsUrl, type Coordinates } from '@hillnest/domain';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A small map of where the property is, and a link that opens the place in the guest's maps app. The
 * map is OpenStreetMap's embed, framed only once its box comes near the window: the first view loads
 * nothing from another site, and the page ships no map code of its own (docs/product/guest-site.md).
 */
export function PropertyMap({ name, coordinates }: { name: string; coordinates: Coordinates }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="mt-3 space-y-2">
      <div
        ref={box}
        role="region"
        aria-label="Map"
        className="aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-auto sm:h-64"
      >
        {near && (
          <iframe
            title={`Map of ${name}`}
            src={mapEmbedUrl(coordinates)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups"
            className="size-full border-0"
          />
        )}
      </div>
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
