import { LIMITS } from '@hillnest/domain';
import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from './prefersReducedMotion';

/**
 * docs/product/frame.md: every route change starts at the top of the page, and once the page is scrolled
 * more than 300 px a button scrolls smoothly back to the top.
 */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);

  const shownPathname = useRef(pathname);
  useEffect(() => {
    // Only a change of route starts at the top: the first view keeps the browser's own position (a
    // reload's), and asking to scroll then would force a layout of the page before its first paint.
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    // Not read at start for the same reason: a position the browser restores arrives as a scroll event.
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopThresholdPx);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      // Above the bars fixed to the bottom of the window: the test-mode notice, and the booking bar,
      // which publishes its height as --bottom-bar-height while it shows (StickyBookBar). At the right
      // edge on a phone, beside the card prices at the cards' left.
      className={`fixed right-2 z-40 rounded-full bg-brand-800 p-3 text-white shadow-lg hover:bg-brand-900 sm:right-4 ${
        raised ? 'bottom-[calc(max(var(--bottom-bar-height,0px),2.5rem)+1rem)]' : 'bottom-[calc(var(--bottom-bar-height,0px)+1rem)]'
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
