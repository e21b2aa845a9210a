/**
 * The price of the stay on the booking page. The server's quote tells what it makes of the coupon
 * code (and whether the nights are still free); the page then prices with the same domain function
 * as the server, so the total shown is the amount charged.
 */
import {
  BOOKING_MESSAGES,
  COUPON_MESSAGES,
  pricedProperty,
  quoteStay,
  type ChosenExtra,
  type GstTerms,
  type PropertyCharges,
  type IsoDate,
  type PricedProperty,
  type RefundTimeline,
  type StayQuote,
} from '@hillnest/domain';
import { useEffect, useRef } from 'react';
import { notify } from '../../components/notify';
import { useDebounced } from '../../lib/useDebounced';
import { useBookingQuote, type BookingHotel } from './api';
import { couponToastKey, type CouponView } from './CouponField';

export interface StayQuoteInput {
  hotel: Required<PricedProperty> & Pick<BookingHotel, '_id'>;
  today: IsoDate;
  stay: { checkIn: IsoDate; checkOut: IsoDate; adultCount: number; childCount: number; infantCount: number };
  couponCode: string;
  /** The order id of the guest's own live hold: its nights count as free for them. */
  replacesOrderId: string | undefined;
  /** False while the stay cannot be priced (bad guest counts, a stay the rules refuse): the server is not asked. */
  priceable: boolean;
  /** Whether the guest counts can be priced at all; otherwise the quote counts no guests. */
  countsValid: boolean;
  /** The owner's GST terms (GET /api/config); null when no GST is charged. */
  gst: GstTerms | null;
  /** The property's cleaning fee and extras (undefined while loading), and the extras chosen. */
  charges: PropertyCharges | undefined;
  extras: ChosenExtra[];
}

export interface StayQuoteView {
  quote: StayQuote;
  coupon: CouponView;
  /** The server said a night of the stay is taken. */
  serverSaysTaken: boolean;
  /** A priceable stay came to nothing: docs/product/booking-and-payment.md's "Something Went Wrong" case. */
  zeroTotal: boolean;
  /** The server's refund timeline for this stay and code (undefined until it has answered for them). */
  refunds: RefundTimeline | undefined;
  /** How long the dates are held while paying (minutes). */
  holdMinutes: number | undefined;
}

export function useStayQuote({
  hotel,
  today,
  stay,
  couponCode,
  replacesOrderId,
  priceable,
  countsValid,
  gst,
  charges,
  extras,
}: StayQuoteInput): StayQuoteView {
  const code = couponCode.trim();
  const debouncedCode = useDebounced(code, 400);
  const serverQuote = useBookingQuote(hotel._id, priceable ? { ...stay, couponCode: debouncedCode, replacesOrderId, extras } : null);
  const lookup = serverQuote.data?.coupon;
  const known = code !== '' && lookup && lookup.couponCode.toLowerCase() === code.toLowerCase() ? lookup : null;
  const quote = quoteStay({
    ...pricedProperty(hotel),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: countsValid ? { adultCount: stay.adultCount, childCount: stay.childCount } : { adultCount: 0, childCount: 0 },
    coupon: known ? { code, terms: known.terms } : null,
    today,
    gst,
    // The same fee and extras the server prices (it refuses an extra it no longer offers).
    cleaningFeePaise: charges?.cleaningFeePaise ?? 0,
    extras: extras.flatMap((choice) => {
      const extra = charges?.extras.find((offered) => offered._id === choice.extraId);
      return extra ? [{ extra, quantity: choice.quantity }] : [];
    }),
  });
  const coupon: CouponView =
    code === ''
      ? { state: 'empty' }
      : !known
        ? { state: 'checking' }
        : { state: 'checked', check: quote.coupon!, couponMessage: known.couponMessage };
  const serverSaysTaken = Boolean(serverQuote.data && !serverQuote.isPlaceholderData && !serverQuote.data.available);
  const zeroTotal = priceable && quote.totalPaise === 0;

  useCouponToasts(code, coupon);
  useEffect(() => {
    if (zeroTotal) notify.error(BOOKING_MESSAGES.somethingWrong);
  }, [zeroTotal]);

  // The timeline is the server's alone (the booking's terms, its clock); shown only when it answered for the code on screen.
  const current = serverQuote.data && !serverQuote.isPlaceholderData && debouncedCode === code ? serverQuote.data : undefined;
  return { quote, coupon, serverSaysTaken, zeroTotal, refunds: current?.refunds, holdMinutes: current?.holdMinutes };
}

/** Toasts for an expired coupon or a stay too short for it, once per code and problem. */
function useCouponToasts(code: string, coupon: CouponView) {
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    const key = couponToastKey(code, coupon);
    if (key && key !== toasted.current && coupon.state === 'checked') {
      if (coupon.check.status === 'expired') notify.error(COUPON_MESSAGES.expired);
      if (coupon.check.status === 'tooShort') notify.error(COUPON_MESSAGES.tooShort(coupon.check.minNights));
    }
    toasted.current = key;
  });
}
