import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/**
 * A swipeable carousel (Embla) on a viewport element the caller renders. The slides render and paint
 * as plain markup first (the first slide in place, the rest beside it, clipped); Embla's code loads
 * after the first paint and then takes over the same markup. So a page's largest image, often a
 * carousel's first slide, is not held back by the carousel's code or its measuring.
 *
 * Returns the ref callback for the viewport, the Embla API once ready, and the selected slide.
 */
export function useCarousel({ loop }: { loop: boolean }) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, { loop });
      const onSelect = () => setSelected(instance!.selectedScrollSnap());
      instance.on('select', onSelect);
      instance.on('reInit', onSelect);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, loop]);

  const viewportRef = useCallback((node: HTMLElement | null) => setViewport(node), []);
  return { viewportRef, embla, selected };
}
