/**
 * What the owner's booking form and quote form share (docs/product/front-desk.md): the stay, the
 * guest, and the price from the rates with "Charge another price". Both forms' values extend
 * DeskStayInput, so each hands its form here narrowed to those fields.
 */
import { chargeLineLabel, type ChosenExtra, DESK_LIMITS, type DeskStayInput, formatNights, formatPaise, isIsoDate } from '@hillnest/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { FormDateField } from '../../components/DateTextField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useBookingQuote, usePropertyCharges } from '../bookings/api';
import { ExtrasField } from '../bookings/ExtrasField';

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A form whose values include the stay's, seen through those fields only. */
export interface StayForm {
  register: UseFormRegister<DeskStayInput>;
  control: Control<DeskStayInput>;
  setValue: UseFormSetValue<DeskStayInput>;
  errors: FieldErrors<DeskStayInput>;
}

const count = { valueAsNumber: true } as const;

/** No extras chosen (one array, so the quote's inputs keep their identity). */
const NO_EXTRAS: ChosenExtra[] = [];

/** A new stay's values: the property and dates the calendar's chosen nights put in the address (?hotelId=&checkIn=&checkOut=). */
export function stayDefaults(properties: { _id: string }[], params: URLSearchParams): DeskStayInput {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
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
    extras: [],
  };
}

/** The Stay group's fields (the form adds its own, such as how the booking arrived, as children). */
export function StayFields({
  form,
  properties,
  children,
}: {
  form: StayForm;
  properties: { _id: string; name: string }[];
  children?: ReactNode;
}) {
  const { register, errors, control, setValue } = form;
  const [hotelId, extras = NO_EXTRAS] = useWatch({ control, name: ['hotelId', 'extras'] });
  // Another property offers other extras: none is chosen there yet.
  useEffect(() => setValue('extras', []), [hotelId, setValue]);
  const charges = usePropertyCharges(hotelId).data;
  return (
    <Group title="Stay">
      <SelectField
        label="Property"
        placeholder="Choose a property"
        options={properties.map((p) => ({ value: p._id, label: p.name }))}
        error={errors.hotelId?.message}
        {...register('hotelId')}
      />
      {children}
      <FormDateField control={control} name="checkIn" label="Check-in" error={errors.checkIn?.message} />
      <FormDateField control={control} name="checkOut" label="Check-out" error={errors.checkOut?.message} />
      <TextField label="Adults" type="number" min={1} {...register('adultCount', count)} error={errors.adultCount?.message} />
      <TextField label="Children" type="number" min={0} {...register('childCount', count)} error={errors.childCount?.message} />
      <TextField label="Infants" type="number" min={0} {...register('infantCount', count)} error={errors.infantCount?.message} />
      {hotelId !== '' && charges && (
        <div className="sm:col-span-2">
          <ExtrasField charges={charges} chosen={extras} onChange={(chosen) => setValue('extras', chosen, { shouldValidate: true })} />
        </div>
      )}
    </Group>
  );
}

export function GuestFields({ form }: { form: StayForm }) {
  const { register, errors } = form;
  return (
    <Group title="Guest">
      <TextField label="First name" autoComplete="off" {...register('firstName')} error={errors.firstName?.message} />
      <TextField label="Last name" autoComplete="off" {...register('lastName')} error={errors.lastName?.message} />
      <TextField label="E-mail" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />
      <TextField label="Phone" type="tel" autoComplete="off" {...register('phoneNumber')} error={errors.phoneNumber?.message} />
    </Group>
  );
}

/** The server's price for the stay from the rates, and the owner's own price with its reason. */
export function PriceFields({ form }: { form: StayForm }) {
  const { register, control, errors } = form;
  const [otherPrice, setOtherPrice] = useState(false);
  const [hotelId, checkIn, checkOut, adultCount, childCount, infantCount, extras = NO_EXTRAS] = useWatch({
    control,
    name: ['hotelId', 'checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount', 'extras'],
  });
  const stayReady = hotelId !== '' && isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn && adultCount >= 1;
  const quote = useBookingQuote(
    hotelId,
    stayReady
      ? { checkIn, checkOut, adultCount, childCount: childCount || 0, infantCount: infantCount || 0, couponCode: '', extras }
      : null,
  );
  return (
    <>
      <div className="sm:col-span-2" aria-live="polite">
        {!stayReady ? (
          <p className="text-slate-700">Choose the property, dates and guests to see the price.</p>
        ) : quote.isError ? (
          <p className="text-red-700">{errorMessage(quote.error)}</p>
        ) : quote.data ? (
          <>
            <p className="text-lg text-slate-900">
              Price from the rates: <strong>{formatPaise(quote.data.totalPaise)}</strong> for {formatNights(quote.data.nights)}
            </p>
            {quote.data.charges.length > 0 && (
              <p className="text-sm text-slate-700">
                Includes {quote.data.charges.map((charge) => `${chargeLineLabel(charge)} ${formatPaise(charge.totalPaise)}`).join(' · ')}
              </p>
            )}
            {!quote.data.available && <p className="font-semibold text-red-700">These nights are taken.</p>}
          </>
        ) : (
          <p className="text-slate-700">Working out the price…</p>
        )}
      </div>
      <label className="flex items-center gap-2 text-slate-900 sm:col-span-2">
        <input type="checkbox" checked={otherPrice} onChange={(e) => setOtherPrice(e.target.checked)} className="size-4 accent-brand-700" />
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
    </>
  );
}
