import { CouponCard } from './CouponCard';
import { useUsableCoupons } from './api';

/** Home section 'Offers For You': the coupons guests can use today. Hidden when there are none. */
export function OffersForYou() {
  const { data: coupons = [] } = useUsableCoupons();
  if (coupons.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="offers-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Offers For You
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {coupons.map((coupon) => (
          <li key={coupon._id}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
    </section>
  );
}
