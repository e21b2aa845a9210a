import {
  basePricePaise,
  chargeLineLabel,
  describeDiscount,
  describeNightGroup,
  formatLongDate,
  formatNights,
  formatPaise,
  formatRupees,
  groupNights,
  guestsInWords,
  plural,
  type StayQuote,
} from '@hillnest/domain';
import { GstLines } from './GstLines';
import { MapPin, Star } from 'lucide-react';
import type { BookingHotel } from './api';
import type { CouponView } from './CouponField';
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

/**
 * The property, the stay and the price, line by line (docs/product/booking-and-payment.md: children half price, infants free). When
 * the nights differ in price (weekend, season) they are grouped ('5 nights × ₹1,000, 2 weekend nights ×
 * ₹1,500') with what they cost one adult; then the guests, the length-of-stay discount and the coupon.
 */
export function BookingSummary({ hotel, checkIn, checkOut, guests, quote, coupon, countsValid }: Props) {
  const { nights } = quote;
  const groups = groupNights(quote.nightly);
  const onePrice = groups.length <= 1 && groups.every((group) => group.kind === 'base');
  // What the stay's nights cost one adult, in rupees.
  const sumOfNights = quote.nightly.reduce((sum, night) => sum + night.pricePerNight, 0);
  const adultsPaise = countsValid ? basePricePaise(sumOfNights, 1, { adultCount: guests.adultCount, childCount: 0 }) : 0;
  const childrenPaise = countsValid ? basePricePaise(sumOfNights, 1, { adultCount: 0, childCount: guests.childCount }) : 0;
  const stayDiscountPaise = quote.discount?.paise ?? 0;
  const couponPaise = quote.basePaise - stayDiscountPaise - quote.stayPaise;
  const couponApplied = coupon.state === 'checked' && coupon.check.status === 'valid';
  const adultsLabel = plural(countsValid ? guests.adultCount : 0, 'adult');
  const perProperty = hotel.priceModel === 'perProperty';

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
            <dd className="font-semibold text-slate-900">{formatNights(nights)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Guests</dt>
            <dd className="font-semibold text-slate-900">{countsValid ? guestsInWords(guests) : '—'}</dd>
          </div>
        </dl>

        {!onePrice && (
          <div className="border-t border-slate-200 pt-4 text-sm">
            <h3 className="font-semibold text-slate-900">{perProperty ? 'Nights' : 'Nights (per adult)'}</h3>
            <dl className="mt-2 space-y-1">
              {groups.map((group) => (
                <div key={`${group.kind} ${group.season ?? ''} ${group.pricePerNight}`} className="flex justify-between gap-4">
                  <dt className="text-slate-700">{describeNightGroup(group)}</dt>
                  <dd className="text-slate-900">{formatRupees(group.count * group.pricePerNight)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}

        <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm">
          {perProperty ? (
            <PerPropertyLines hotel={hotel} quote={quote} sumOfNights={sumOfNights} onePrice={onePrice} />
          ) : (
            <>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">
                  {onePrice
                    ? `${formatRupees(hotel.pricePerNight)} × ${formatNights(nights)} × ${adultsLabel}`
                    : `${formatRupees(sumOfNights)} × ${adultsLabel}`}
                </dt>
                <dd className="text-slate-900">{formatPaise(adultsPaise)}</dd>
              </div>
              {countsValid && guests.childCount > 0 && (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">
                    {onePrice
                      ? `${formatRupees(hotel.pricePerNight / 2)} × ${formatNights(nights)} × ${plural(guests.childCount, 'child', 'children')} (half price)`
                      : `${formatRupees(sumOfNights / 2)} × ${plural(guests.childCount, 'child', 'children')} (half price)`}
                  </dt>
                  <dd className="text-slate-900">{formatPaise(childrenPaise)}</dd>
                </div>
              )}
            </>
          )}
          {countsValid && guests.infantCount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{plural(guests.infantCount, 'infant')}</dt>
              <dd className="text-slate-900">Free</dd>
            </div>
          )}
          {quote.discount && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>{describeDiscount(quote.discount)}</dt>
              <dd>−{formatPaise(stayDiscountPaise)}</dd>
            </div>
          )}
          {couponApplied && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>Coupon discount</dt>
              <dd>−{formatPaise(couponPaise)}</dd>
            </div>
          )}
          {quote.charges.map((charge) => (
            <div key={charge.extraId ?? charge.kind} className="flex justify-between gap-4">
              <dt className="text-slate-700">{chargeLineLabel(charge)}</dt>
              <dd className="text-slate-900">{formatPaise(charge.amountPaise)}</dd>
            </div>
          ))}
          {quote.gst && <GstLines gst={quote.gst} charges={quote.charges} />}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>Total (INR)</dt>
            <dd>{formatPaise(quote.totalPaise)}</dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}

/** A per-property price: the nights for the included guests, then each extra adult's and child's fees. */
function PerPropertyLines({
  hotel,
  quote,
  sumOfNights,
  onePrice,
}: {
  hotel: BookingHotel;
  quote: StayQuote;
  sumOfNights: number;
  onePrice: boolean;
}) {
  const { nights } = quote;
  const included = `up to ${plural(hotel.includedGuests ?? 1, 'guest')}`;
  const extra = quote.extraGuests;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">
          {onePrice ? `${formatRupees(hotel.pricePerNight)} × ${formatNights(nights)}` : formatNights(nights)} ({included})
        </dt>
        <dd className="text-slate-900">{formatRupees(sumOfNights)}</dd>
      </div>
      {extra && extra.adultCount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            {formatRupees(hotel.extraAdultPrice)} × {formatNights(nights)} × {plural(extra.adultCount, 'extra adult')}
          </dt>
          <dd className="text-slate-900">{formatRupees(hotel.extraAdultPrice * nights * extra.adultCount)}</dd>
        </div>
      )}
      {extra && extra.childCount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            {formatRupees(hotel.extraChildPrice)} × {formatNights(nights)} × {plural(extra.childCount, 'extra child', 'extra children')}
          </dt>
          <dd className="text-slate-900">{formatRupees(hotel.extraChildPrice * nights * extra.childCount)}</dd>
        </div>
      )}
    </>
  );
}
