import type { Coupon } from '@hillnest/domain';
import { TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { couponValueText, expiryText, minNightsText } from './describeCoupon';

/** One coupon as guests see it: code, message, type and amount, minimum nights, expiry. */
export function CouponCard({ coupon, children }: { coupon: Coupon; children?: ReactNode }) {
  return (
    <article
      aria-label={`Coupon ${coupon.couponCode}`}
      className="flex h-full flex-col rounded-xl border border-dashed border-brand-600 bg-brand-50 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-2xl font-bold text-brand-900">{couponValueText(coupon)}</p>
        <TicketPercent aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
      </div>
      <p className="mt-1 text-sm text-slate-700">{coupon.couponType}</p>
      <p className="mt-3 text-slate-800">{coupon.couponMessage}</p>
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="sr-only">Code</dt>
          <dd>
            Use code{' '}
            <code className="rounded bg-white px-2 py-0.5 font-mono text-base font-semibold tracking-wider text-slate-900">
              {coupon.couponCode}
            </code>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Minimum stay</dt>
          <dd>{minNightsText(coupon.minNights)}</dd>
        </div>
        <div>
          <dt className="sr-only">Expiry</dt>
          <dd>{expiryText(coupon)}</dd>
        </div>
      </dl>
      {children && <div className="mt-auto flex items-center justify-between gap-3 pt-4">{children}</div>}
    </article>
  );
}
