/**
 * /admin/bookings/new (administrator): a booking taken by phone or at the door, already paid to the
 * owner. Property and dates come from the calendar's chosen nights (?hotelId=&checkIn=&checkOut=) or
 * are typed here. The owner may choose the property's extras as a guest does on the booking page. The
 * price is the server's quote for the stay, its cleaning fee and those extras; the owner may charge
 * another with a reason. The server confirms it under the same overlap guarantee as a guest's checkout.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESK_LIMITS,
  DESK_MESSAGES,
  DESK_SOURCES,
  BOOKING_SOURCE_LABELS,
  chargeLineLabel,
  deskBookingSchema,
  formatPaise,
  isIsoDate,
  OFFLINE_PAYMENT_LABELS,
  OFFLINE_PAYMENT_METHODS,
  type ChosenExtra,
  type DeskBookingInput,
  type DeskBookingValues,
} from '@hillnest/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useBookingQuote, usePropertyCharges } from '../bookings/api';
import { ExtrasField } from '../bookings/ExtrasField';
import { useCreateDeskBooking, useDeskCalendar } from './api';

const resolver = zodResolver(deskBookingSchema) as unknown as Resolver<DeskBookingInput, unknown, DeskBookingValues>;

/** No extras chosen (one array, so the quote's inputs keep their identity). */
const NO_EXTRAS: ChosenExtra[] = [];

function Choice(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}) {
  const id = `desk-${props.register.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
        {...props.register}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function NewBookingPage() {
  // The desk calendar lists every property: the same read gives this form its list.
  const properties = useDeskCalendar('', 14);
  if (properties.isPending) return <Loading />;
  if (properties.isError) return <p role="alert">{errorMessage(properties.error)}</p>;
  return <NewBookingForm properties={properties.data.properties} />;
}

function NewBookingForm({ properties }: { properties: { _id: string; name: string }[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateDeskBooking();
  const [otherPrice, setOtherPrice] = useState(false);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<DeskBookingInput, unknown, DeskBookingValues>({
    resolver,
    shouldUnregister: true,
    defaultValues: {
      hotelId: properties.some((p) => p._id === params.get('hotelId')) ? params.get('hotelId')! : '',
      checkIn: date('checkIn'),
      checkOut: date('checkOut'),
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      source: 'phone',
      paymentMethod: 'upi',
      paymentReference: '',
      extras: [],
    },
  });
  const [hotelId, checkIn, checkOut, adultCount, childCount, infantCount, extras = NO_EXTRAS] = useWatch({
    control,
    name: ['hotelId', 'checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount', 'extras'],
  });
  // Another property offers other extras: none is chosen there yet.
  useEffect(() => setValue('extras', []), [hotelId, setValue]);
  const charges = usePropertyCharges(hotelId).data;
  const stayReady = hotelId !== '' && isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn && adultCount >= 1;
  // The guest's booking page asks the same quote: the server prices the fee and extras, and refuses an extra it no longer offers.
  const quote = useBookingQuote(
    hotelId,
    stayReady
      ? { checkIn, checkOut, adultCount, childCount: childCount || 0, infantCount: infantCount || 0, couponCode: '', extras }
      : null,
  );

  const onSubmit = (values: DeskBookingValues) =>
    create.mutate(values, {
      onSuccess: ({ _id, reference }) => {
        notify.success(`${DESK_MESSAGES.saved}: ${reference}`);
        void navigate(`/admin/bookings/${_id}`);
      },
    });

  const count = { valueAsNumber: true } as const;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <AdminPageHeader title="New booking" />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <Group title="Stay">
          <Choice
            label="Property"
            placeholder="Choose a property"
            options={properties.map((p) => ({ value: p._id, label: p.name }))}
            register={register('hotelId')}
            error={errors.hotelId?.message}
          />
          <Choice
            label="How it arrived"
            options={DESK_SOURCES.map((source) => ({ value: source, label: BOOKING_SOURCE_LABELS[source] }))}
            register={register('source')}
            error={errors.source?.message}
          />
          <TextField label="Check-in" type="date" {...register('checkIn')} error={errors.checkIn?.message} />
          <TextField label="Check-out" type="date" {...register('checkOut')} error={errors.checkOut?.message} />
          <TextField label="Adults" type="number" min={1} {...register('adultCount', count)} error={errors.adultCount?.message} />
          <TextField label="Children" type="number" min={0} {...register('childCount', count)} error={errors.childCount?.message} />
          <TextField label="Infants" type="number" min={0} {...register('infantCount', count)} error={errors.infantCount?.message} />
          {hotelId !== '' && charges && (
            <div className="sm:col-span-2">
              <ExtrasField charges={charges} chosen={extras} onChange={(chosen) => setValue('extras', chosen, { shouldValidate: true })} />
            </div>
          )}
        </Group>
        <Group title="Guest">
          <TextField label="First name" autoComplete="off" {...register('firstName')} error={errors.firstName?.message} />
          <TextField label="Last name" autoComplete="off" {...register('lastName')} error={errors.lastName?.message} />
          <TextField label="E-mail" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />
          <TextField label="Phone" type="tel" autoComplete="off" {...register('phoneNumber')} error={errors.phoneNumber?.message} />
        </Group>
        <Group title="Price and payment">
          <div className="sm:col-span-2" aria-live="polite">
            {!stayReady ? (
              <p className="text-slate-700">Choose the property, dates and guests to see the price.</p>
            ) : quote.isError ? (
              <p className="text-red-700">{errorMessage(quote.error)}</p>
            ) : quote.data ? (
              <>
                <p className="text-lg text-slate-900">
                  Price from the rates: <strong>{formatPaise(quote.data.totalPaise)}</strong> for {quote.data.nights}{' '}
                  {quote.data.nights === 1 ? 'night' : 'nights'}
                </p>
                {quote.data.charges.length > 0 && (
                  <p className="text-sm text-slate-700">
                    Includes{' '}
                    {quote.data.charges.map((charge) => `${chargeLineLabel(charge)} ${formatPaise(charge.totalPaise)}`).join(' · ')}
                  </p>
                )}
                {!quote.data.available && <p className="font-semibold text-red-700">These nights are taken.</p>}
              </>
            ) : (
              <p className="text-slate-700">Working out the price…</p>
            )}
          </div>
          <label className="flex items-center gap-2 text-slate-900 sm:col-span-2">
            <input
              type="checkbox"
              checked={otherPrice}
              onChange={(e) => setOtherPrice(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            Charge another price
          </label>
          {otherPrice && (
            <>
              <TextField
                label="Price (₹)"
                type="number"
                min={1}
                inputMode="numeric"
                {...register('overridePrice', count)}
                error={errors.overridePrice?.message}
              />
              <TextField
                label="Reason"
                maxLength={DESK_LIMITS.reasonMax}
                {...register('overrideReason')}
                error={errors.overrideReason?.message}
              />
            </>
          )}
          <Choice
            label="Paid by"
            options={OFFLINE_PAYMENT_METHODS.map((method) => ({ value: method, label: OFFLINE_PAYMENT_LABELS[method] }))}
            register={register('paymentMethod')}
            error={errors.paymentMethod?.message}
          />
          <TextField
            label="Payment reference"
            maxLength={DESK_LIMITS.referenceMax}
            {...register('paymentReference')}
            error={errors.paymentReference?.message}
          />
        </Group>
        <FormSubmitRow
          error={create.isError ? errorMessage(create.error) : null}
          saving={create.isPending}
          label="Save booking"
          savingLabel="Saving…"
        >
          <p className="text-sm text-slate-700">The guest is e-mailed the confirmation and the link to manage the booking.</p>
        </FormSubmitRow>
      </form>
    </section>
  );
}
