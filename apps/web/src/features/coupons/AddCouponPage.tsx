import { zodResolver } from '@hookform/resolvers/zod';
import { COUPON_FORM_MESSAGES, COUPON_TYPES, couponInputSchema, type CouponFormValues, type CouponInput } from '@hillnest/domain';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useToday } from '../../lib/siteConfig';
import { useCreateCoupon } from './api';

const EMPTY: CouponFormValues = {
  couponType: 'Percentage',
  amount: '',
  couponCode: '',
  couponMessage: '',
  minNights: '1',
  neverExpires: false,
  expiryDate: '',
};

/** /add-coupon: the coupon form (SPEC §5). 'Never Expires' disables the expiry date and sends null. */
export function AddCouponPage() {
  const today = useToday();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, CouponInput>({ resolver: zodResolver(couponInputSchema), defaultValues: EMPTY });
  const createCoupon = useCreateCoupon();
  const neverExpires = watch('neverExpires');
  const isPercentage = watch('couponType') === 'Percentage';

  const onValid = (coupon: CouponInput) => {
    setServerError(null);
    createCoupon.mutate(coupon, {
      onSuccess: () => {
        window.alert(COUPON_FORM_MESSAGES.created);
        reset(EMPTY);
      },
      onError: (error) => {
        window.alert(COUPON_FORM_MESSAGES.createFailed);
        setServerError(errorMessage(error));
      },
    });
  };

  // SPEC §5: amounts that are not whole numbers make creation fail with the failure alert.
  const onInvalid = (formErrors: FieldErrors<CouponFormValues>) => {
    const numbersInvalid = [formErrors.amount, formErrors.minNights].some((e) => e?.message === COUPON_FORM_MESSAGES.invalidNumbers);
    if (numbersInvalid) window.alert(COUPON_FORM_MESSAGES.createFailed);
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader title="Add Coupon" actions={<ButtonLink to="/review-coupons">Review Coupons</ButtonLink>} />
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Coupon Type" options={COUPON_TYPES} error={errors.couponType?.message} {...register('couponType')} />
          <TextField
            label={isPercentage ? 'Amount (% off)' : 'Amount (₹ off)'}
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={isPercentage ? 100 : undefined}
            aria-required="true"
            error={errors.amount?.message}
            {...register('amount')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Coupon Code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required="true"
            error={errors.couponCode?.message}
            {...register('couponCode')}
          />
          <TextField
            label="Minimum Nights"
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            aria-required="true"
            error={errors.minNights?.message}
            {...register('minNights')}
          />
        </div>
        <TextField label="Coupon Message" aria-required="true" error={errors.couponMessage?.message} {...register('couponMessage')} />
        <div className="grid items-end gap-5 sm:grid-cols-2">
          <TextField
            label="Expiry Date"
            type="date"
            min={today}
            disabled={neverExpires}
            error={neverExpires ? undefined : errors.expiryDate?.message}
            {...register('expiryDate')}
          />
          <label className="flex items-center gap-2 py-2 text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('neverExpires')} />
            Never Expires
          </label>
        </div>
        {serverError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={createCoupon.isPending}>
          {createCoupon.isPending ? 'Creating...' : 'Create Coupon'}
        </Button>
      </form>
    </section>
  );
}
