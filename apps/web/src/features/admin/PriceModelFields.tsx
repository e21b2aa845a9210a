import { formatPaise, parseWholeNumber, stayPricePaise, type HotelFormValues, type PricedProperty } from '@hillnest/domain';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { NumberField } from './FormControls';
import { useToday } from '../../lib/siteConfig';
import type { HotelFormFields } from './hotelFormData';

const EXAMPLE = { guests: { adultCount: 2, childCount: 0 }, nights: 3 };

/** The fields as far as they read as numbers (an unreadable one as 0: the example waits for the form's own message). */
function pricedFrom(
  fields: Pick<HotelFormFields, 'pricePerNight' | 'priceModel' | 'includedGuests' | 'extraAdultPrice' | 'extraChildPrice'>,
) {
  const number = (text: string) => parseWholeNumber(text) ?? 0;
  const property: PricedProperty = {
    pricePerNight: number(fields.pricePerNight),
    priceModel: fields.priceModel === 'perProperty' ? 'perProperty' : 'perPerson',
    includedGuests: number(fields.includedGuests),
    extraAdultPrice: number(fields.extraAdultPrice),
    extraChildPrice: number(fields.extraChildPrice),
  };
  return property;
}

/**
 * How the property charges (docs/product/booking-and-payment.md): per person per night, or per property per night for up to
 * a number of guests with a fee per night for each adult and child beyond. A live example is priced by
 * the domain's one price rule at the base price (weekend and season prices are set under Rates).
 */
export function PriceModelFields({
  control,
  register,
  errors,
}: {
  control: Control<HotelFormFields, unknown, HotelFormValues>;
  register: UseFormRegister<HotelFormFields>;
  errors: FieldErrors<HotelFormFields>;
}) {
  const today = useToday();
  const [pricePerNight = '', priceModel = 'perPerson', includedGuests = '', extraAdultPrice = '', extraChildPrice = ''] = useWatch({
    control,
    name: ['pricePerNight', 'priceModel', 'includedGuests', 'extraAdultPrice', 'extraChildPrice'],
  });
  const property = pricedFrom({ pricePerNight, priceModel, includedGuests, extraAdultPrice, extraChildPrice });
  const perProperty = property.priceModel === 'perProperty';
  const example =
    property.pricePerNight > 0 && (!perProperty || (property.includedGuests ?? 0) > 0)
      ? stayPricePaise(property, today, EXAMPLE.nights, EXAMPLE.guests)
      : null;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">How the price is charged</legend>
      <div className="space-y-2 sm:col-span-3">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value="perPerson" className="mt-0.5 size-4 accent-brand-700" {...register('priceModel')} />
          <span>
            <span className="font-medium">Per person per night</span> — the price for each adult, half for each child, infants free
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value="perProperty" className="mt-0.5 size-4 accent-brand-700" {...register('priceModel')} />
          <span>
            <span className="font-medium">Per property per night</span> — the price covers a number of guests; each adult and child beyond
            pays a fee per night, infants free
          </span>
        </label>
      </div>
      {perProperty && (
        <>
          <NumberField label="Guests included" min={1} error={errors.includedGuests?.message} {...register('includedGuests')} />
          <NumberField label="Extra adult per night (₹)" min={0} error={errors.extraAdultPrice?.message} {...register('extraAdultPrice')} />
          <NumberField label="Extra child per night (₹)" min={0} error={errors.extraChildPrice?.message} {...register('extraChildPrice')} />
        </>
      )}
      <p className="text-sm text-slate-700 sm:col-span-3" aria-live="polite" data-testid="price-example">
        {example === null ? 'Enter the price to see an example.' : `2 adults, 3 nights: ${formatPaise(example)}`}
      </p>
    </fieldset>
  );
}
