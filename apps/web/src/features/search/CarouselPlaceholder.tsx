import { SITE } from '../../lib/site';

/** The home carousel's height (docs/product/search.md): 25rem in portrait, 45rem in landscape. */
export const CAROUSEL_HEIGHT = 'portrait:h-[25rem] landscape:h-[45rem]';

/** The carousel's space before its code or slides arrive, and when there are no slides (with the tagline). */
export function CarouselPlaceholder({ tagline = false }: { tagline?: boolean }) {
  return (
    <div className={`relative flex items-center justify-center bg-gradient-to-br from-brand-700 to-slate-800 px-4 ${CAROUSEL_HEIGHT}`}>
      {tagline && <p className="max-w-3xl text-center text-3xl font-bold sm:text-5xl">{SITE.tagline}</p>}
    </div>
  );
}
