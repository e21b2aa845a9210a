import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Open state for a popup anchored in `rootRef`: it closes on a pointer press outside the root, on
 * focus moving outside it, and on Escape (which returns focus to the trigger). The listeners are
 * attached in a layout effect, so they are in place as soon as the popup shows, before any next click.
 */
export function usePopup<Root extends HTMLElement = HTMLDivElement, Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
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

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, toggle, close, rootRef, triggerRef };
}
