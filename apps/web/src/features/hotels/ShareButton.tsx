import { useId, useState } from 'react';
import { notify } from '../../components/notify';

export interface SharedStay {
  checkIn: string;
  checkOut: string;
  adultCount: number;
  childCount: number;
}

/** The property's address at `origin`, with the stay when the guest chose one (the page opens with it). */
export function shareUrl(origin: string, hotelId: string, stay: SharedStay | null): string {
  const url = new URL(`/detail/${encodeURIComponent(hotelId)}`, origin);
  if (stay) {
    url.search = new URLSearchParams({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: String(stay.adultCount),
      children: String(stay.childCount),
    }).toString();
  }
  return url.toString();
}

/** The WhatsApp link that opens a chat with the text and address filled in (any contact chosen there). */
export const whatsAppShareUrl = (text: string, url: string) => `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` })}`;

/**
 * The property page's Share button (docs/product/property-detail.md): the device's own share sheet
 * (Web Share API) where there is one; elsewhere it opens Copy link and Share on WhatsApp. The address
 * keeps the dates and guests the guest chose. Rendered the same on the server; the choice is made on click.
 */
export function ShareButton({ hotelId, name, stay }: { hotelId: string; name: string; stay: SharedStay | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const address = () => shareUrl(window.location.origin, hotelId, stay);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: name, url: address() });
        return;
      } catch (error) {
        // The guest closed the sheet: nothing to say. Any other failure falls back to the choices.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((was) => !was);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address());
      notify.success('Link copied');
    } catch {
      notify.error('Could not copy the link');
    }
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => void share()}
        className="min-h-11 w-full rounded-lg border border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Share
      </button>
      {open && (
        <div id={panelId} className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void copy()}
            className="min-h-11 flex-1 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            Copy link
          </button>
          <a
            href={whatsAppShareUrl(name, address())}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            Share on WhatsApp
          </a>
        </div>
      )}
    </div>
  );
}
