import { type Coupon, formatLongDate, formatNights, formatRupees } from '@hillnest/domain';

/** '15% off' or '₹500 off'. */
export function couponValueText(coupon: Pick<Coupon, 'couponType' | 'amount'>): string {
  return coupon.couponType === 'Percentage' ? `${coupon.amount}% off` : `${formatRupees(coupon.amount)} off`;
}

/** 'Minimum 2 nights', 'Minimum 1 night' or 'Any length of stay'. */
export function minNightsText(minNights: number): string {
  if (minNights <= 0) return 'Any length of stay';
  return `Minimum ${formatNights(minNights)}`;
}

/** 'Valid till 5 Sept 2026' or 'Never expires'. */
export function expiryText(coupon: Pick<Coupon, 'expiryDate'>): string {
  return coupon.expiryDate ? `Valid till ${formatLongDate(coupon.expiryDate)}` : 'Never expires';
}
