import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_FORM_MESSAGES,
  COUPON_TYPES,
  couponInputSchema,
  type Coupon,
  type CouponFormValues,
  type CouponInput,
} from '@hillnest/domain';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { FormDateField } from '../../components/DateTextField';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ApiError, errorMessage } from '../../lib/api';
import { useAllCoupons, useCreateCoupon, useUpdateCoupon } from './api';

const EMPTY: CouponFormValues = {
  couponType: 'Percentage',
  amount: '',
  couponCode: '',
  couponMessage: '',
  minNights: '1',
  neverExpires: false,
  expiryDate: '',
};

/** /add-coupon: the coupon form (docs/product/rules.md). 'Never Expires' disables the expiry date and sends null. */
export function AddCouponPage() {
  return <CouponForm />;
}

/** /edit-coupon/{id}: the same form, filled in; saving keeps the coupon's id. */
export function EditCouponPage() {
  const { id = '' } = useParams();
  const coupons = useAllCoupons();
  if (coupons.isPending) return <Loading />;
  const coupon = coupons.data?.find((c) => c._id === id);
  if (!coupon) {
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        <AdminPageHeader title="Edit Coupon" />
        <p role="alert">This coupon does not exist or was deleted.</p>
      </section>
    );
  }
  return <CouponForm key={id} existing={coupon} />;
}

function CouponForm({ existing }: { existing?: Coupon }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
    control,
  } = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: existing
      ? {
          couponType: existing.couponType,
          amount: String(existing.amount),
          couponCode: existing.couponCode,
          couponMessage: existing.couponMessage,
          minNights: String(existing.minNights),
          neverExpires: existing.neverExpires,
          expiryDate: existing.expiryDate ?? '',
        }
      : EMPTY,
  });
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const saving = createCoupon.isPending || updateCoupon.isPending;
  const neverExpires = watch('neverExpires');
  const isPercentage = watch('couponType') === 'Percentage';

  /** The server's sentence beside the field it names, else above the button. */
  const showServerError = (error: unknown) => {
    const field = error instanceof ApiError ? error.field : undefined;
    if (field && field in EMPTY) setError(field as keyof CouponFormValues, { message: errorMessage(error) });
    else setServerError(errorMessage(error));
  };

  const onValid = (coupon: CouponInput) => {
    setServerError(null);
    if (existing) {
      updateCoupon.mutate(
        { id: existing._id, input: coupon },
        {
          onSuccess: () => {
            notify.success('Coupon saved');
            void navigate('/review-coupons');
          },
          onError: (error) => showServerError(error),
        },
      );
      return;
    }
    createCoupon.mutate(coupon, {
      onSuccess: () => {
        window.alert(COUPON_FORM_MESSAGES.created);
        reset(EMPTY);
      },
      onError: (error) => {
        window.alert(COUPON_FORM_MESSAGES.createFailed);
        showServerError(error);
      },
    });
  };

  // docs/product/rules.md: amounts typed that are not whole numbers make creation fail with the failure
  // alert. A field left empty only shows its own message.
  const onInvalid = (formErrors: FieldErrors<CouponFormValues>) => {
    const numbersInvalid = [formErrors.amount, formErrors.minNights].some((e) => e?.message === COUPON_FORM_MESSAGES.invalidNumbers);
    if (numbersInvalid && !existing) window.alert(COUPON_FORM_MESSAGES.createFailed);
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader
        title={existing ? 'Edit Coupon' : 'Add Coupon'}
        actions={<ButtonLink to="/review-coupons">Review Coupons</ButtonLink>}
      />
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
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
          <FormDateField
            control={control}
            name="expiryDate"
            label="Expiry Date"
            disabled={neverExpires}
            error={neverExpires ? undefined : errors.expiryDate?.message}
          />
          <label className="flex items-center gap-2 py-2 text-slate-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('neverExpires')} />
            Never Expires
          </label>
        </div>
        <FormSubmitRow
          error={serverError}
          saving={saving}
          label={existing ? 'Save Coupon' : 'Create Coupon'}
          savingLabel={existing ? 'Saving...' : 'Creating...'}
        />
      </form>
    </section>
  );
}
