import { LEAD_IMAGE_SIZES } from '@hillnest/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCarousel } from '../../components/useCarousel';
import { HotelImage } from './HotelImage';

/** The property's pictures, one at a time, with previous/next buttons and a position counter. */
export function ImageCarousel({ imageUrls, name }: { imageUrls: string[]; name: string }) {
  const { viewportRef, embla, selected } = useCarousel({ loop: imageUrls.length > 1 });

  const button = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white';
  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${name}`} className="relative overflow-hidden rounded-2xl bg-slate-100">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {imageUrls.map((url, index) => (
            <div
              key={url}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${imageUrls.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <HotelImage
                url={url}
                alt={`${name}, photo ${index + 1}`}
                sizes={LEAD_IMAGE_SIZES.hotelDetail}
                width={1600}
                height={900}
                priority={index === 0 ? 'lead' : 'lazy'}
                className="aspect-[16/9] w-full"
              />
            </div>
          ))}
        </div>
      </div>
      {imageUrls.length > 1 && (
        <>
          {/* The buttons appear once the swiping code has attached, so no early click is lost. */}
          {embla && (
            <>
              <button type="button" aria-label="Previous photo" onClick={() => embla.scrollPrev()} className={`${button} left-3`}>
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button type="button" aria-label="Next photo" onClick={() => embla.scrollNext()} className={`${button} right-3`}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          )}
          <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-3 py-1 text-sm text-white">
            {selected + 1} / {imageUrls.length}
          </p>
        </>
      )}
    </section>
  );
}
