import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { HotelPhoto } from '@hillnest/domain';
import { HotelImage } from '../../components/HotelImage';

export interface PhotoGalleryProps {
  photos: HotelPhoto[];
  name: string;
  start: number;
  onClose(): void;
}

/** A horizontal swipe longer than this (px) turns the photo. */
const SWIPE = 40;

/**
 * Every photo of a property, full screen, one at a time: a modal dialog with previous/next buttons,
 * the arrow keys and swipes to turn, a counter, and Escape or Close to leave (the focus goes back to
 * the photo that opened it). The focus stays inside while it is open. Under each photo, its caption.
 */
export default function PhotoGallery({ photos, name, start, onClose }: PhotoGalleryProps) {
  const [index, setIndex] = useState(start);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const turn = (by: number) => setIndex((current) => (current + by + count) % count);

  useLayoutEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowLeft' && count > 1) {
      turn(-1);
    } else if (event.key === 'ArrowRight' && count > 1) {
      turn(1);
    } else if (event.key === 'Tab') {
      // Keep the focus in the dialog: from the last control back to the first and the other way.
      const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = controls[0];
      const last = controls.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null || count < 2) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) > SWIPE) turn(moved < 0 ? 1 : -1);
  };

  const button = 'grid size-12 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25';
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`Photos of ${name}`}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p aria-live="polite" className="text-sm font-semibold">
          {index + 1} / {count}
        </p>
        <button ref={closeRef} type="button" aria-label="Close photos" onClick={onClose} className={button}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none md:px-20"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
        // A mouse drag on the photo would start the browser's own image drag and cancel the swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        <HotelImage
          key={photo?.url}
          url={photo?.url}
          alt={photo?.alt || `${name}, photo ${index + 1} of ${count}`}
          sizes="100vw"
          width={1600}
          height={900}
          priority="eager"
          className="max-h-full max-w-full object-contain!"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => turn(-1)}
              className={`${button} absolute left-3 top-1/2 -translate-y-1/2`}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => turn(1)}
              className={`${button} absolute right-3 top-1/2 -translate-y-1/2`}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </>
        )}
      </div>
      {/* Always there, so the photo does not jump when one without a caption comes. */}
      <p className="min-h-12 px-4 py-3 text-center text-sm text-slate-100">{photo?.caption}</p>
    </div>
  );
}
