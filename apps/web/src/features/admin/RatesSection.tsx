import { zodResolver } from '@hookform/resolvers/zod';
import { RATE_LIMITS, ratesSchema, type Hotel, type Rates } from '@hillnest/domain';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { FormDateField } from '../../components/DateTextField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useToday } from '../../lib/siteConfig';
import { useSaveRates } from './api';
import { FieldError } from './FormControls';
import { RatesPreview } from './RatesPreview';

/** The form holds what the inputs hold: numbers as text, an empty weekend price or season minimum for none. */
interface SeasonFields {
  name: string;
  firstNight: string;
  lastNight: string;
  pricePerNight: string;
  minNights: string;
}
interface RatesFields {
  weekendPricePerNight: string;
  minNights: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  seasons: SeasonFields[];
}

// The shared schema reads the text inputs as numbers, like the server reads the JSON body.
const resolver = zodResolver(ratesSchema) as unknown as Resolver<RatesFields, unknown, Rates>;
const text = (value: number | null) => (value === null ? '' : String(value));

function toFields(rates: Rates): RatesFields {
  return {
    weekendPricePerNight: text(rates.weekendPricePerNight),
    minNights: text(rates.minNights),
    weeklyDiscountPercent: text(rates.weeklyDiscountPercent),
    monthlyDiscountPercent: text(rates.monthlyDiscountPercent),
    seasons: rates.seasons.map((season) => ({ ...season, pricePerNight: text(season.pricePerNight), minNights: text(season.minNights) })),
  };
}

/**
 * The rates on a property's edit page: weekend price, seasons, minimum stay and length-of-stay
 * discounts, saved on their own, with a preview of the next 90 nights as the form stands.
 */
export function RatesSection({ hotel }: { hotel: Pick<Hotel, '_id' | 'pricePerNight' | 'rates'> }) {
  const today = useToday();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RatesFields, unknown, Rates>({ resolver, defaultValues: toFields(hotel.rates), mode: 'onTouched' });
  const seasons = useFieldArray({ control, name: 'seasons' });
  const watched = useWatch({ control });
  // The preview follows the form while it is valid, else shows the saved rates.
  const draft = ratesSchema.safeParse(watched);
  const previewRates = draft.success ? draft.data : hotel.rates;

  const save = useSaveRates(hotel._id, (saved) => {
    notify.success('Rates Updated!');
    reset(toFields(saved));
  });
  const onSave = (rates: Rates) => save.mutate(rates, { onError: (error) => notify.error(errorMessage(error, 'Error Updating Rates')) });

  return (
    <section aria-labelledby="rates-heading" className="mt-10 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="rates-heading" className="text-2xl font-bold text-slate-900">
          Rates
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Prices per adult per night; children pay half. The base price is the property's price per night above.
        </p>
      </div>
      <form noValidate aria-label="Rates" className="space-y-6" onSubmit={handleSubmit(onSave)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Weekend nightly price (₹)"
            inputMode="numeric"
            placeholder="Friday and Saturday nights; empty for the base price"
            error={errors.weekendPricePerNight?.message}
            {...register('weekendPricePerNight')}
          />
          <TextField label="Minimum stay (nights)" inputMode="numeric" error={errors.minNights?.message} {...register('minNights')} />
          <TextField
            label={`Weekly discount (%, ${RATE_LIMITS.weeklyNights}+ nights)`}
            inputMode="numeric"
            error={errors.weeklyDiscountPercent?.message}
            {...register('weeklyDiscountPercent')}
          />
          <TextField
            label={`Monthly discount (%, ${RATE_LIMITS.monthlyNights}+ nights)`}
            inputMode="numeric"
            error={errors.monthlyDiscountPercent?.message}
            {...register('monthlyDiscountPercent')}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">Seasons</legend>
          {seasons.fields.length === 0 && <p className="text-sm text-slate-700">No seasons: every night has the base or weekend price.</p>}
          {seasons.fields.map((field, index) => {
            const error = errors.seasons?.[index];
            return (
              <div
                key={field.id}
                role="group"
                aria-label={`Season ${index + 1}`}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-3"
              >
                <TextField label="Season name" error={error?.name?.message} {...register(`seasons.${index}.name`)} />
                <FormDateField
                  control={control}
                  name={`seasons.${index}.firstNight`}
                  label="First night"
                  error={error?.firstNight?.message}
                />
                <FormDateField control={control} name={`seasons.${index}.lastNight`} label="Last night" error={error?.lastNight?.message} />
                <TextField
                  label="Season nightly price (₹)"
                  inputMode="numeric"
                  error={error?.pricePerNight?.message}
                  {...register(`seasons.${index}.pricePerNight`)}
                />
                <TextField
                  label="Season minimum stay (nights)"
                  inputMode="numeric"
                  placeholder="Empty: the property's"
                  error={error?.minNights?.message}
                  {...register(`seasons.${index}.minNights`)}
                />
                <div className="flex items-end">
                  <Button variant="secondary" onClick={() => seasons.remove(index)} aria-label={`Remove season ${index + 1}`}>
                    Remove
                  </Button>
                </div>
              </div>
            );
          })}
          <FieldError message={errors.seasons?.message ?? errors.seasons?.root?.message} />
          <Button
            variant="secondary"
            onClick={() =>
              seasons.append({ name: '', firstNight: today, lastNight: today, pricePerNight: String(hotel.pricePerNight), minNights: '' })
            }
          >
            Add Season
          </Button>
        </fieldset>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Updating...' : 'Update Rates'}
          </Button>
          {save.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(save.error)}
            </p>
          )}
        </div>
      </form>
      <RatesPreview property={{ pricePerNight: hotel.pricePerNight, rates: previewRates }} today={today} />
    </section>
  );
}
