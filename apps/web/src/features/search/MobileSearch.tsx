import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchBar } from './SearchBar';
import type { SearchValues } from './searchValues';

/**
 * Narrow screens (docs/product/search.md): a 'Where to?' card that opens the search bar as a full-screen overlay.
 * Where a search is under way (results, booking page) the card says it ("Munnar · 10–13 Dec · 3 guests")
 * instead of the hint.
 */
export function MobileSearch({ onSubmit, summary }: { onSubmit(values: SearchValues): void; summary?: string }) {
  const [open, setOpen] = useState(false);
  const cardRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      // Popups inside close first (they handle Escape themselves); a second Escape closes the overlay.
      if (event.key === 'Escape' && !document.querySelector('[data-search-overlay] [role="dialog"]:not([hidden])')) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    cardRef.current?.focus();
  };

  return (
    <div className="px-4 py-3">
      <button
        ref={cardRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex w-full items-center gap-3 rounded-full bg-white px-5 py-3 text-left text-slate-900 shadow-lg"
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className={summary ? 'text-sm text-slate-600' : 'font-semibold'}>Where to?</span>
          {summary ? (
            <span className="font-semibold">{summary}</span>
          ) : (
            <span className="text-sm text-slate-600">Destination | Select Dates | Add Guests</span>
          )}
        </span>
      </button>
      {open && (
        <div
          data-search-overlay
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="fixed inset-0 z-50 overflow-y-auto bg-white p-4 text-slate-900"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-xl font-bold">
              Where to?
            </h2>
            <button ref={closeRef} type="button" aria-label="Close search" onClick={close} className="rounded-full p-2 hover:bg-slate-100">
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <SearchBar
            variant="overlay"
            onSubmit={(values) => {
              setOpen(false);
              onSubmit(values);
            }}
          />
        </div>
      )}
    </div>
  );
}
