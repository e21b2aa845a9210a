import { basePricePaise, formatLongDate, formatPaise, formatRupees, type StayQuote } from '@hillnest/domain';
import { MapPin, Star } from 'lucide-react';
import type { BookingHotel } from './api';
import type { CouponView } from './CouponField';
import { guestsText, plural } from './format';
import { HotelThumb } from './HotelThumb';

interface Props {
  hotel: BookingHotel;
  checkIn: string;
  checkOut: string;
  guests: { adultCount: number; childCount: number; infantCount: number };
  quote: StayQuote;
  coupon: CouponView;
  countsValid: boolean;
}

/** The property, the stay and the price, line by line (SPEC §9: children half price, infants free). */
export function BookingSummary({ hotel, checkIn, checkOut, guests, quote, coupon, countsValid }: Props) {
  const { nights } = quote;
  const adultsPaise = countsValid ? basePricePaise(hotel.pricePerNight, nights, { adultCount: guests.adultCount, childCount: 0 }) : 0;
  const childrenPaise = countsValid ? basePricePaise(hotel.pricePerNight, nights, { adultCount: 0, childCount: guests.childCount }) : 0;
  const discountPaise = quote.basePaise - quote.totalPaise;
  const couponApplied = coupon.state === 'checked' && coupon.check.status === 'valid';

  return (
    <aside aria-labelledby="booking-summary" className="h-fit overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <HotelThumb url={hotel.imageUrls[0]} name={hotel.name} priority="lead" className="aspect-[3/2] w-full" />
      <div className="space-y-4 p-5">
        <div>
          <h2 id="booking-summary" className="text-xl font-semibold text-slate-900">
            {hotel.name}
          </h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4" /> {hotel.city}, {hotel.country} · {hotel.type}
          </p>
          <p className="mt-1 flex items-center gap-0.5" aria-label={`${hotel.starRating} star rating`}>
            {Array.from({ length: hotel.starRating }, (_, i) => (
              <Star key={i} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            ))}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 text-sm">
          <div>
            <dt className="text-slate-600">Check-in</dt>
            <dd className="font-semibold text-slate-900">{formatLongDate(checkIn)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Check-out</dt>
            <dd className="font-semibold text-slate-900">{formatLongDate(checkOut)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Length of stay</dt>
            <dd className="font-semibold text-slate-900">{plural(nights, 'night', 'nights')}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Guests</dt>
            <dd className="font-semibold text-slate-900">{countsValid ? guestsText(guests) : '—'}</dd>
          </div>
        </dl>

        <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">
              {formatRupees(hotel.pricePerNight)} × {plural(nights, 'night', 'nights')} × {plural(countsValid ? guests.adultCount : 0, 'adult', 'adults')}
            </dt>
            <dd className="text-slate-900">{formatPaise(adultsPaise)}</dd>
          </div>
          {countsValid && guests.childCount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">
                {formatRupees(hotel.pricePerNight / 2)} × {plural(nights, 'night', 'nights')} × {plural(guests.childCount, 'child', 'children')} (half price)
              </dt>
              <dd className="text-slate-900">{formatPaise(childrenPaise)}</dd>
            </div>
          )}
          {countsValid && guests.infantCount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{plural(guests.infantCount, 'infant', 'infants')}</dt>
              <dd className="text-slate-900">Free</dd>
            </div>
          )}
          {couponApplied && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>Coupon discount</dt>
              <dd>−{formatPaise(discountPaise)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>Total (INR)</dt>
            <dd>{formatPaise(quote.totalPaise)}</dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}
