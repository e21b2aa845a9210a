import { COUPON_FORM_MESSAGES, isCouponExpired, type Coupon, type CouponInput, type IsoDate } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { deleteCoupon, insertCoupon, listCoupons, type CouponRow } from './queries';

function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    couponType: row.couponType,
    amount: row.amount,
    couponCode: row.couponCode,
    couponMessage: row.couponMessage,
    minNights: row.minNights,
    expiryDate: row.expiryDate,
    neverExpires: row.neverExpires,
    creationDate: row.creationDate.toISOString(),
  };
}

/** Coupons a guest may still use today (valid through their expiry date), newest first. */
export async function listUsableCoupons(db: Database, today: IsoDate): Promise<Coupon[]> {
  const rows = await listCoupons(db);
  return rows.filter((row) => !isCouponExpired(row, today)).map(toCoupon);
}

/** Every coupon, expired ones included: the admin's review list. */
export async function listAllCoupons(db: Database): Promise<Coupon[]> {
  return (await listCoupons(db)).map(toCoupon);
}

export async function createCoupon(db: Database, input: CouponInput, today: IsoDate): Promise<Coupon> {
  // A coupon that is expired on the day it is created could never be used.
  if (isCouponExpired(input, today)) throw badRequest(`expiryDate: ${COUPON_FORM_MESSAGES.expiryPast}`);
  const row = await insertCoupon(db, {
    couponType: input.couponType,
    amount: input.amount,
    couponCode: input.couponCode,
    couponMessage: input.couponMessage,
    minNights: input.minNights,
    neverExpires: input.neverExpires,
    expiryDate: input.expiryDate,
  });
  if (!row) throw conflict(COUPON_FORM_MESSAGES.duplicate);
  return toCoupon(row);
}

export async function removeCoupon(db: Database, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCoupon(db, id))) throw notFound(COUPON_FORM_MESSAGES.notFound);
}
