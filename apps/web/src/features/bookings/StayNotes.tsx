import { formatLongDate, whatsappChatUrl, type BookingConfirmation } from '@hillnest/domain';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig, useToday } from '../../lib/siteConfig';
import { useManagedStay } from './api';

/**
 * On the booking's own page: how to get there, the private check-in instructions once their time has
 * come (the server decides), and a WhatsApp chat with the owner about this booking.
 */
export function StayNotes({ token, booking }: { token: string; booking: BookingConfirmation }) {
  const stay = useManagedStay(token);
  const whatsapp = useSiteConfig().data?.business.whatsapp;
  const ended = useToday() >= booking.checkOut;
  const notes = stay.data;
  const from = notes?.checkInInstructionsFrom;
  if (!whatsapp && !ended && !notes?.directions && !notes?.checkInInstructions && !from) return null;
  return (
    <section aria-labelledby="arrival-heading" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="arrival-heading" className="text-xl font-bold text-slate-900">
        Your arrival
      </h2>
      {notes?.directions && (
        <div>
          <h3 className="font-semibold text-slate-900">How to get there</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{notes.directions}</p>
        </div>
      )}
      {notes?.checkInInstructions && (
        <div>
          <h3 className="font-semibold text-slate-900">Check-in instructions</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{notes.checkInInstructions}</p>
        </div>
      )}
      {!notes?.checkInInstructions && from && (
        <p className="text-slate-700">
          Your check-in instructions appear here from {formatLongDate(from.slice(0, 10))}, {from.slice(11)}.
        </p>
      )}
      {ended && (
        <Link to={`/manage-booking/${token}/review`} className="block font-semibold text-brand-800 underline underline-offset-4">
          Review your stay
        </Link>
      )}
      {whatsapp && (
        <a
          href={whatsappChatUrl(whatsapp, {
            propertyName: booking.hotel.name,
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            reference: booking.reference,
          })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Chat on WhatsApp
        </a>
      )}
    </section>
  );
}
