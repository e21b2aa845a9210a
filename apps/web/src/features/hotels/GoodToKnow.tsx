import { Link } from 'react-router';
import { coordinatesOf, REFUND_POLICY, whatsappChatUrl, type Hotel } from '@hillnest/domain';
import { Ban, Clock, MapPin, MessageCircle, PawPrint, Phone, ShieldCheck, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../lib/siteConfig';
import { PropertyMap } from './PropertyMap';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand-800">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

const icon = 'size-5';
const link = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * What a guest should know before booking: arrival and departure times, the house rules and the
 * cancellation policy in short (the full texts are the guest and refund policy pages), and where the
 * property is (with a map when the owner gave its coordinates), and how to reach the owner (Settings →
 * Business, docs/product/settings.md).
 */
export function GoodToKnow({ hotel }: { hotel: Hotel }) {
  const P = REFUND_POLICY;
  const site = useSiteConfig().data;
  const checkInHours = site?.guests?.checkInHours ?? P.checkInHours;
  const checkOutBy = site?.guests?.checkOutBy ?? P.checkOutBy;
  const business = site?.business;
  const pets = hotel.type === 'Pet Friendly';
  const coordinates = coordinatesOf(hotel);
  return (
    <>
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="text-xl font-bold text-slate-900">
          House rules
        </h2>
        <ul className="mt-3 grid gap-3 text-slate-800 sm:grid-cols-2">
          <Item icon={<Clock aria-hidden="true" className={icon} />}>
            Check-in {checkInHours.replace('-', ' – ')}
            <br />
            Check-out until {checkOutBy}
          </Item>
          <Item icon={<ShieldCheck aria-hidden="true" className={icon} />}>Every adult shows a photo ID at check-in</Item>
          <Item icon={<VolumeX aria-hidden="true" className={icon} />}>Quiet hours 10PM – 7AM; no parties</Item>
          <Item icon={<Ban aria-hidden="true" className={icon} />}>No smoking indoors</Item>
          <Item icon={<PawPrint aria-hidden="true" className={icon} />}>{pets ? 'Pets welcome' : 'No pets'}</Item>
        </ul>
        <p className="mt-3 text-sm">
          <Link to="/guest-policy" className={link}>
            All house rules
          </Link>
        </p>
      </section>

      <section aria-labelledby="cancellation-heading">
        <h2 id="cancellation-heading" className="text-xl font-bold text-slate-900">
          Cancellation
        </h2>
        <p className="mt-2 text-slate-800">
          Free cancellation up to {P.fullRefundDays} days before check-in ({P.lateBookingFullRefundDays} days when you book later than
          that), half refunded up to {P.halfRefundDays} days before, nothing after. Offer and promotion payments are non-refundable.{' '}
          <Link to="/refund-policy" className={link}>
            Refund policy
          </Link>
        </p>
      </section>

      <section aria-labelledby="location-heading">
        <h2 id="location-heading" className="text-xl font-bold text-slate-900">
          Location
        </h2>
        <p className="mt-2 flex items-center gap-2 text-slate-800">
          <MapPin aria-hidden="true" className="size-5 text-brand-800" />
          {hotel.city}, {hotel.country}
        </p>
        {coordinates && <PropertyMap name={hotel.name} coordinates={coordinates} />}
      </section>

      {(business?.phone || business?.whatsapp) && (
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-xl font-bold text-slate-900">
            Contact the owner
          </h2>
          <ul className="mt-3 space-y-2 text-slate-800">
            {business.phone && (
              <Item icon={<Phone aria-hidden="true" className={icon} />}>
                <a href={`tel:${business.phone.replace(/[^+\d]/g, '')}`} className={link}>
                  Call {business.phone}
                </a>
              </Item>
            )}
            {business.whatsapp && (
              <Item icon={<MessageCircle aria-hidden="true" className={icon} />}>
                <a
                  href={whatsappChatUrl(business.whatsapp, { propertyName: hotel.name })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link}
                >
                  Chat on WhatsApp ({business.whatsapp})
                </a>
              </Item>
            )}
          </ul>
        </section>
      )}
    </>
  );
}
