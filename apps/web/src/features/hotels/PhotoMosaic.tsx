import { LEAD_IMAGE_SIZES, photoAlt, type HotelPhoto } from '@hillnest/domain';
import { Images } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { HotelImage } from '../../components/HotelImage';

const PhotoGallery = lazy(() => import('./PhotoGallery'));

/** How many photos the mosaic shows; the gallery shows them all. */
const SHOWN = 5;

/** Where each photo sits in the wide mosaic (4 columns, 2 rows; the first is the large one), by how many there are. */
const TILES: Record<number, string[]> = {
  1: ['md:col-span-4 md:row-span-2'],
  2: ['md:col-span-2 md:row-span-2', 'md:col-span-2 md:row-span-2'],
  3: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-2'],
  4: ['md:col-span-2 md:row-span-2', 'md:col-span-2', '', ''],
  5: ['md:col-span-2 md:row-span-2', '', '', '', ''],
};

/**
 * The property's photos: on wide screens a mosaic of up to five (one large, the others beside it), on
 * phones a strip swiped sideways; every photo opens the full-screen gallery at that photo, which shows
 * the captions. Each photo's alt text is the owner's, else the property's name and its place.
 */
export function PhotoMosaic({ photos, name }: { photos: HotelPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const imageUrls = photos.map((photo) => photo.url);
  const shown = imageUrls.slice(0, SHOWN);
  const tiles = TILES[Math.max(1, shown.length)]!;
  const show = (index: number, from: HTMLElement) => {
    opener.current = from;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <section aria-label={`Photos of ${name}`} className="relative">
      <ul className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-2xl md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-hidden">
        {(shown.length ? shown : [undefined]).map((url, index) => (
          <li key={url ?? 'none'} className={`relative w-full shrink-0 snap-center md:w-auto ${tiles[index] ?? ''}`}>
            <button
              type="button"
              aria-label={`Open photo ${index + 1} of ${imageUrls.length}`}
              disabled={!url}
              onClick={(event) => show(index, event.currentTarget)}
              className="block size-full cursor-zoom-in overflow-hidden bg-slate-100 disabled:cursor-default"
            >
              <HotelImage
                url={url}
                alt={photoAlt(photos[index], name, index)}
                sizes={index === 0 ? LEAD_IMAGE_SIZES.hotelDetail : '(min-width: 768px) 25vw, 100vw'}
                width={1600}
                height={900}
                priority={index === 0 ? 'lead' : 'lazy'}
                className="aspect-[4/3] size-full transition duration-300 hover:brightness-95 md:aspect-auto"
              />
            </button>
            {/* On phones, where one photo shows at a time, say which. */}
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-sm text-white md:hidden"
            >
              {index + 1} / {imageUrls.length}
            </span>
          </li>
        ))}
      </ul>
      {imageUrls.length > 1 && (
        <button
          type="button"
          onClick={(event) => show(0, event.currentTarget)}
          className="absolute bottom-3 left-3 flex items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-white md:right-3 md:left-auto"
        >
          <Images aria-hidden="true" className="size-4" />
          Show all {imageUrls.length} photos
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoGallery photos={photos} name={name} start={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
