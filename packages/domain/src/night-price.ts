/**
 * How a property's night price, and the GST beside it, read on cards and previews. Its own module, apart from the price rule
 * (pricing.ts): the home page's first view shows it, and should not download the quote, GST and extras.
 */
import { formatPaise, formatRupees, type Paise } from './money';
import type { PricedProperty } from './rates';
import type { GstTerms } from './tax';
import { plural } from './words';

/** How a property's night price reads without dates: '₹2,600 per adult per night', '₹5,200 per night for up to 4 guests'. */
export function nightPriceLabel(property: Pick<PricedProperty, 'priceModel' | 'includedGuests'>, pricePerNight: number): string {
  if (property.priceModel !== 'perProperty') return `${formatRupees(pricePerNight)} per adult per night`;
  const guests = property.includedGuests ?? 1;
  return `${formatRupees(pricePerNight)} per night for up to ${plural(guests, 'guest')}`;
}

/** What a price shown before checkout says of GST: '+ GST' when it is added at checkout, 'incl. GST' when prices include it, nothing without GST. */
export function gstPriceNote(gst: GstTerms | null | undefined): string {
  if (!gst) return '';
  return gst.pricesIncludeGst ? 'incl. GST' : '+ GST';
}

/**
 * The cleaning fee beside a night price, so a guest meets it before the booking page (docs/product/fees-and-extras.md):
 * '+ ₹500 cleaning fee', nothing without one.
 */
export function cleaningFeeNote(cleaningFeePaise: Paise): string {
  return cleaningFeePaise > 0 ? `+ ${formatPaise(cleaningFeePaise)} cleaning fee` : '';
}

/** Under a stay's total that includes the fee: 'Includes ₹500 cleaning fee', nothing without one. */
export function cleaningFeeIncludedNote(cleaningFeePaise: Paise): string {
  return cleaningFeePaise > 0 ? `Includes ${formatPaise(cleaningFeePaise)} cleaning fee` : '';
}
