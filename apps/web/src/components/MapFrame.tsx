import { useEffect, useRef, useState } from 'react';

/**
 * A map (OpenStreetMap's embed at `src`) framed only once its box comes within 200 px of the window:
 * the first view loads nothing from another site, and the page ships no map code (decision 0040).
 */
export function MapFrame({ src, title }: { src: string; title: string }) {
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
    <div
      ref={box}
      role="region"
      aria-label="Map"
      className="aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-auto sm:h-64"
    >
      {near && (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="size-full border-0"
        />
      )}
    </div>
  );
}
