import { Link } from 'react-router';
import { imageSrcSet, LIMITS, LEAD_IMAGE_SIZES } from '@hillnest/domain';
import { ChevronLeft, ChevronRight, Mountain, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { CarouselSlide } from '@hillnest/domain';
import { imageLoading } from '../../components/imageLoading';
import { useCarousel } from '../../components/useCarousel';
import { useCarouselSlides } from '../carousel/api';
import { CAROUSEL_HEIGHT, CarouselPlaceholder } from './CarouselPlaceholder';
import { prefersReducedMotion } from '../../components/prefersReducedMotion';

/** A slide's button leads to a path inside the site; anything else falls back to home. */
function slidePath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

function SlideImage({ slide, first }: { slide: CarouselSlide; first: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!slide.imageUrl || failed) {
    // Placeholder for a missing image (docs/product/search.md).
    return (
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-700 to-slate-800">
        <Mountain className="size-24 text-white/30" />
      </div>
    );
  }
  return (
    <img
      src={slide.imageUrl}
      srcSet={imageSrcSet(slide.imageUrl)}
      sizes={LEAD_IMAGE_SIZES.homeCarousel}
      alt=""
      width={1600}
      height={900}
      {...imageLoading(first ? 'lead' : 'lazy')}
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/**
 * The home page's full-width carousel (docs/product/search.md): 45rem high in landscape, 25rem in portrait; each slide
 * a background image, its headline and an 'Explore' button; advancing every 5 seconds, with a pause
 * button (and no movement for visitors who ask for reduced motion).
 */
export function HomeCarousel() {
  const { data: slides = [], isPending } = useCarouselSlides();
  const { viewportRef, embla, selected } = useCarousel({ loop: true });
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!embla || !playing || hovered || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), LIMITS.carouselAdvanceMs);
    return () => window.clearInterval(timer);
  }, [embla, playing, hovered, slides.length]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (slides.length === 0) return <CarouselPlaceholder tagline={!isPending} />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className={`relative overflow-hidden ${CAROUSEL_HEIGHT}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {slides.map((slide, index) => (
            <div
              key={slide._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <SlideImage slide={slide} first={index === 0} />
              <div className="absolute inset-0 bg-gradient-to-t from-slate-950/80 via-slate-950/30 to-slate-950/10" />
              <div className="absolute inset-x-0 top-1/4 mx-auto max-w-6xl px-6 sm:px-12">
                <h2 className="max-w-2xl text-3xl font-bold text-white drop-shadow sm:text-5xl">{slide.featuredText}</h2>
                <Link
                  to={slidePath(slide.ButtonLink)}
                  className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow hover:bg-brand-50"
                >
                  Explore
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* The controls appear once the swiping code has attached, so no early click is lost. */}
      {slides.length > 1 && embla && (
        <div className="absolute right-4 bottom-4 flex items-center gap-2">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={previous}
            className="rounded-full bg-white/85 p-2 text-slate-900 hover:bg-white"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            onClick={() => setPlaying((value) => !value)}
            className="rounded-full bg-white/85 p-2 text-slate-900 hover:bg-white"
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={next}
            className="rounded-full bg-white/85 p-2 text-slate-900 hover:bg-white"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
