import { isCouponExpired } from '@hillnest/domain';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { DeleteButton } from '../../components/DeleteButton';
import { EditLink } from '../../components/EditLink';
import { Loading } from '../../components/Loading';
import { useToday } from '../../lib/siteConfig';
import { CouponCard } from './CouponCard';
import { useAllCoupons, useDeleteCoupon } from './api';

/** /review-coupons: every coupon, expired ones marked, each with Delete. */
export function ReviewCouponsPage() {
  const { data: coupons = [], isPending } = useAllCoupons();
  const today = useToday();
  const { remove, isDeleting } = useDeleteCoupon();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Review Coupons" actions={<ButtonLink to="/add-coupon">Add Coupon</ButtonLink>} />
      {isPending ? (
        <Loading />
      ) : coupons.length === 0 ? (
        <p className="text-slate-700">No coupons yet.</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {coupons.map((coupon) => (
            <li key={coupon._id}>
              <CouponCard coupon={coupon}>
                {today && isCouponExpired(coupon, today) ? (
                  <span className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">Expired</span>
                ) : (
                  <span />
                )}
                <div className="flex flex-wrap gap-2">
                  <EditLink to={`/edit-coupon/${coupon._id}`} itemLabel={`coupon ${coupon.couponCode}`} />
                  <DeleteButton
                    itemLabel={`coupon ${coupon.couponCode}`}
                    pending={isDeleting(coupon._id)}
                    onDelete={() => remove(coupon._id)}
                    consequence="Guests can no longer use this code. Bookings that used it keep their price."
                  />
                </div>
              </CouponCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
