import { Phone } from 'lucide-react';

/** A tel: link to a guest, shown only when there is a phone number (docs/product/booking-and-payment.md). */
export function CallLink({ phoneNumber, name }: { phoneNumber: string | null; name: string }) {
  if (!phoneNumber) return null;
  return (
    <a
      href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}
      aria-label={`Call ${name} on ${phoneNumber}`}
      className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Phone aria-hidden="true" className="size-4" />
      Call
    </a>
  );
}
