import { COUPON_FORM_MESSAGES, isCouponExpired, type Coupon, type CouponInput } from '@hillnest/domain';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { propertyToday, type Deps } from '../../deps';
import { isUuid } from '../../lib/validate';
import { deleteCoupon, insertCoupon, listCoupons, updateCoupon, type CouponRow } from './queries';

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

/** Coupons a guest may still use today (valid through their expiry date), newest first. Cached. */
export async function listUsableCoupons(deps: Pick<Deps, 'db' | 'cache' | 'config' | 'now'>): Promise<Coupon[]> {
  const today = await propertyToday(deps);
  return deps.cache.read(`coupons usable on ${today}`, ['coupons'], async () =>
    (await listCoupons(deps.db)).filter((row) => !isCouponExpired(row, today)).map(toCoupon),
  );
}

/** Every coupon, expired ones included: the admin's review list. */
export async function listAllCoupons(deps: Pick<Deps, 'db'>): Promise<Coupon[]> {
  return (await listCoupons(deps.db)).map(toCoupon);
}

/** The stored columns of a coupon form, the same for a new coupon and an edited one. */
const couponColumns = (input: CouponInput) => ({
  couponType: input.couponType,
  amount: input.amount,
  couponCode: input.couponCode,
  couponMessage: input.couponMessage,
  minNights: input.minNights,
  neverExpires: input.neverExpires,
  expiryDate: input.expiryDate,
});

export async function createCoupon(deps: Pick<Deps, 'db' | 'cache' | 'config' | 'now'>, input: CouponInput): Promise<Coupon> {
  const today = await propertyToday(deps);
  // A coupon that is expired on the day it is created could never be used.
  if (isCouponExpired(input, today)) throw badRequest(COUPON_FORM_MESSAGES.expiryPast, 'expiryDate');
  const row = await insertCoupon(deps.db, couponColumns(input));
  if (!row) throw conflict(COUPON_FORM_MESSAGES.duplicate);
  deps.cache.invalidate('coupons');
  return toCoupon(row);
}

export async function removeCoupon(deps: Pick<Deps, 'db' | 'cache'>, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCoupon(deps.db, id))) throw notFound(COUPON_FORM_MESSAGES.notFound);
  deps.cache.invalidate('coupons');
}

/** Edits a coupon in place: same id, so links and the bookings that name its code are unchanged. */
export async function editCoupon(deps: Pick<Deps, 'db' | 'cache' | 'config' | 'now'>, id: string, input: CouponInput): Promise<Coupon> {
  const today = await propertyToday(deps);
  if (!isUuid(id)) throw notFound(COUPON_FORM_MESSAGES.notFound);
  if (isCouponExpired(input, today)) throw badRequest(COUPON_FORM_MESSAGES.expiryPast, 'expiryDate');
  const row = await updateCoupon(deps.db, id, couponColumns(input));
  if (row === 'duplicate') throw conflict(COUPON_FORM_MESSAGES.duplicate);
  if (!row) throw notFound(COUPON_FORM_MESSAGES.notFound);
  deps.cache.invalidate('coupons');
  return toCoupon(row);
}
