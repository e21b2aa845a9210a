import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

const HeaderSearch = lazy(() => import('../features/search/HeaderSearch'));

/**
 * The header's search bar and, on the home page, its carousel (SPEC §2 "Page frame"), built by the
 * search feature and loaded after the frame. The fallback keeps the carousel's height so the page
 * does not jump when it arrives.
 */
export function HeaderSearchSlot() {
  const { pathname } = useLocation();
  const fallback = pathname === '/' ? <div className="bg-brand-800 portrait:h-[25rem] landscape:h-[45rem]" /> : null;
  return (
    <Suspense fallback={fallback}>
      <HeaderSearch />
    </Suspense>
  );
}
