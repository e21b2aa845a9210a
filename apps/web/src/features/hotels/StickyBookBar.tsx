import { formatLongDateSpan } from '@hillnest/domain';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TestModeNoticeSpace } from '../../app/TestModeNotice';
import { useTestMode } from '../../lib/siteConfig';

export interface StickyBookBarProps {
  /** The booking block: the bar shows only while the block is further down the page. */
  blockRef: RefObject<HTMLElement | null>;
  /** The id of the booking block's form, which the bar's Book Now submits. */
  formId: string;
  price: ReactNode;
  checkIn: string;
  checkOut: string;
  disabled: boolean;
}

/**
 * Phones only: a bar fixed to the bottom of the window with the price and Book Now, while the booking
 * block is still below. Book Now submits the block's own form, so both lead to the same booking. Above
 * the test-mode notice when that shows.
 */
export function StickyBookBar({ blockRef, formId, price, checkIn, checkOut, disabled }: StickyBookBarProps) {
  const testMode = useTestMode();
  const [blockBelow, setBlockBelow] = useState(true);
  useEffect(() => {
    const block = blockRef.current;
    if (!block || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBlockBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(block);
    return () => observer.disconnect();
  }, [blockRef]);

  // While the bar shows, its height is published for what else sits at the bottom of the window (the
  // scroll-to-top button), so nothing covers Book Now. Hidden by md:hidden on wide screens, it is 0 there.
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || !blockBelow) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--bottom-bar-height', `${bar.offsetHeight}px`);
    // The observer reports the bar's first size once the page is laid out anyway; reading it here
    // would force that layout early, while the page is being taken over.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (observer) observer.observe(bar);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--bottom-bar-height');
    };
  }, [blockBelow]);

  return (
    <div
      ref={barRef}
      role="region"
      aria-label="Book this stay"
      hidden={!blockBelow}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <div className="min-w-0">
          <p className="text-slate-900">{price}</p>
          <p className="truncate text-sm text-slate-600">{formatLongDateSpan(checkIn, checkOut)}</p>
        </div>
        <button
          type="submit"
          form={formId}
          disabled={disabled}
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Book Now
        </button>
      </div>
      {testMode && <TestModeNoticeSpace />}
    </div>
  );
}
