import { couponProblemMessage, type CouponCheck } from '@hillnest/domain';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export const COUPON_NON_REFUNDABLE = 'With this coupon the stay is non-refundable: cancelling gives nothing back.';

/** What the page knows about the coupon code typed so far. */
export type CouponView =
  { state: 'empty' } | { state: 'checking' } | { state: 'checked'; check: CouponCheck; couponMessage: string | null };

/** Identifies a coupon problem worth a toast (expired, stay too short); null otherwise. */
export function couponToastKey(code: string, coupon: CouponView): string | null {
  if (coupon.state !== 'checked') return null;
  const { check } = coupon;
  if (check.status === 'expired') return `${code.toLowerCase()}|expired`;
  if (check.status === 'tooShort') return `${code.toLowerCase()}|tooShort|${check.minNights}`;
  return null;
}

const borders = {
  neutral: 'border-slate-400 bg-slate-50',
  valid: 'border-green-700 bg-green-50 ring-1 ring-green-700',
  invalid: 'border-red-700 bg-red-50 ring-1 ring-red-700',
};

/**
 * Coupon input of docs/product/booking-and-payment.md: grey when empty (or while the code is being looked up), green when the
 * coupon applies, red when it does not, with the reason under it.
 */
export function CouponField({
  coupon,
  nonRefundable = false,
  onRemove,
  ref,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & {
  coupon: CouponView;
  /** The server says this coupon makes the stay non-refundable: said where it is applied, with a way back. */
  nonRefundable?: boolean;
  onRemove?: () => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const valid = coupon.state === 'checked' && coupon.check.status === 'valid';
  const problem = coupon.state === 'checked' ? couponProblemMessage(coupon.check) : null;
  const tone = valid ? 'valid' : problem ? 'invalid' : 'neutral';
  const note = problem ?? (valid ? coupon.couponMessage || 'Coupon applied' : coupon.state === 'checking' ? 'Checking the coupon…' : null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Coupon Code
      </label>
      <input
        ref={ref}
        id={id}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        data-state={tone}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-base uppercase text-slate-900 shadow-sm placeholder:normal-case placeholder:text-slate-500 ${borders[tone]}`}
        placeholder="Have a coupon? Enter it here"
        {...inputProps}
      />
      {note && (
        <p
          id={noteId}
          aria-live="polite"
          className={`mt-1 text-sm ${problem ? 'text-red-700' : valid ? 'text-green-800' : 'text-slate-600'}`}
        >
          {note}
        </p>
      )}
      {valid && nonRefundable && (
        <div role="status" data-testid="coupon-non-refundable" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{COUPON_NON_REFUNDABLE}</p>
          {onRemove && (
            <button type="button" onClick={onRemove} className="mt-1 font-medium text-brand-800 underline underline-offset-4">
              Remove coupon
            </button>
          )}
        </div>
      )}
    </div>
  );
}
