import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface PopupOptions {
  /** About how tall the popup is: when there is less room than that below the trigger and more above, it opens upwards. */
  height?: number;
}

/**
 * Open state for a popup anchored in `rootRef`: it closes on a pointer press outside the root, on
 * focus moving outside it, and on Escape (which returns focus to the trigger). The listeners are
 * attached in a layout effect, so they are in place as soon as the popup shows, before any next click.
 */
export function usePopup<Root extends HTMLElement = HTMLDivElement, Trigger extends HTMLElement = HTMLButtonElement>(
  options: PopupOptions = {},
) {
  const [open, setOpen] = useState(false);
  const [opensUp, setOpensUp] = useState(false);
  const { height } = options;
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: Event) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Decided before the popup paints, from where the trigger is in the window (the home search bar sits low).
  useLayoutEffect(() => {
    if (!open || !height) return;
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!rect) return;
    const below = window.innerHeight - rect.bottom;
    setOpensUp(below < height && rect.top > below);
  }, [open, height]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  /** Closes from a button inside the popup: focus goes back to the trigger instead of dropping to the page. */
  const closeToTrigger = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  return { open, setOpen, toggle, close, closeToTrigger, opensUp, rootRef, triggerRef };
}
