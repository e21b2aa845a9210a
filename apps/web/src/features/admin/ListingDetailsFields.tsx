import { BED_TYPES, LIMITS, type HotelFormValues } from '@hillnest/domain';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { FieldError, NumberField } from './FormControls';
import type { HotelFormFields } from './hotelFormData';

/**
 * The richer listing (docs/product/property-detail.md): rooms, beds by kind, size, street address and
 * PIN code, and the owner's own amenities. Every field is optional; the property page and its
 * structured data show what is given.
 */
export function ListingDetailsFields({
  control,
  register,
  errors,
}: {
  control: Control<HotelFormFields, unknown, HotelFormValues>;
  register: UseFormRegister<HotelFormFields>;
  errors: FieldErrors<HotelFormFields>;
}) {
  const beds = useFieldArray({ control, name: 'beds' });
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Rooms and beds (optional)</legend>
        <NumberField label="Bedrooms" min={0} error={errors.bedrooms?.message} {...register('bedrooms')} />
        <NumberField label="Bathrooms" min={0} error={errors.bathrooms?.message} {...register('bathrooms')} />
        <NumberField label="Size (m²)" min={1} error={errors.sizeSquareMetres?.message} {...register('sizeSquareMetres')} />
        <div className="space-y-3 sm:col-span-3">
          {beds.fields.map((field, index) => (
            <div key={field.id} role="group" aria-label={`Beds ${index + 1}`} className="grid items-end gap-3 sm:grid-cols-3">
              <SelectField
                label="Bed type"
                options={BED_TYPES}
                error={errors.beds?.[index]?.type?.message}
                {...register(`beds.${index}.type`)}
              />
              <NumberField
                label="Number of beds"
                min={1}
                error={errors.beds?.[index]?.count?.message}
                {...register(`beds.${index}.count`)}
              />
              <Button type="button" variant="secondary" onClick={() => beds.remove(index)}>
                Remove beds
              </Button>
            </div>
          ))}
          <FieldError message={errors.beds?.message ?? errors.beds?.root?.message} />
          {beds.fields.length < LIMITS.maxBedKinds && (
            <Button type="button" variant="secondary" onClick={() => beds.append({ type: BED_TYPES[1], count: '1' })}>
              Add beds
            </Button>
          )}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Street address (optional)</legend>
        <TextField
          label="Street address"
          className="sm:col-span-2"
          autoComplete="street-address"
          error={errors.streetAddress?.message}
          {...register('streetAddress')}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </fieldset>

      <TextAreaField
        label="Extra amenities (one per line, optional)"
        rows={4}
        error={errors.extraAmenities?.message}
        {...register('extraAmenities')}
      />
    </>
  );
}
