import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMENITIES,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_NAMES,
  CANCELLATION_POLICY_SUMMARIES,
  FACILITIES,
  HOTEL_TYPES,
  OUTSIDE_LINKS,
  REVIEW_PLATFORMS,
  hotelFormSchemaFor,
  type HotelFormValues,
  type PhotoText,
} from '@hillnest/domain';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { usePhotoLimit } from '../settings/api';
import { FieldError } from './FormControls';
import { imageFields, type HotelFormFields } from './hotelFormData';
import { ImagesField, type ImageItem, type ImagesFieldProps } from './ImagesField';
import { ListingDetailsFields } from './ListingDetailsFields';
import { PriceModelFields } from './PriceModelFields';
import { StarRatingField } from './StarRatingField';

// The shared schema reads text inputs as numbers and counts kept plus new images against the owner's limit (docs/product/rules.md).
const resolverFor = (photoLimit: number) =>
  zodResolver(hotelFormSchemaFor(photoLimit)) as unknown as Resolver<HotelFormFields, unknown, HotelFormValues>;

export interface HotelFormProps {
  defaultValues: HotelFormFields;
  saving: boolean;
  /** The server's message after a failed save, shown under the Save button. */
  saveError?: string;
  onSave(values: HotelFormValues): void;
}

function CheckboxGrid({
  legend,
  options,
  register,
  error,
}: {
  legend: string;
  options: readonly string[];
  register: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" value={option} className="mt-0.5 size-4 accent-brand-700" {...register} />
            {option}
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}

/** The add/edit hotel form of docs/product/admin.md, validated with the same schema as the server. */
export function HotelForm({ defaultValues, saving, saveError, onSave }: HotelFormProps) {
  const photoLimit = usePhotoLimit();
  const resolver = useMemo(() => resolverFor(photoLimit), [photoLimit]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<HotelFormFields, unknown, HotelFormValues>({ resolver, defaultValues });
  const reviews = useFieldArray({ control, name: 'reviews' });
  const images = useWatch({ control, name: 'images' });
  const imageTexts = useWatch({ control, name: 'imageTexts' });
  const starRating = useWatch({ control, name: 'starRating' });
  const setImages = (next: ImageItem[], texts: PhotoText[]) => {
    for (const [name, value] of Object.entries(imageFields(next, texts))) {
      setValue(name as 'images', value as never, { shouldValidate: isSubmitted, shouldDirty: true });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-8">
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <TextField label="City" error={errors.city?.message} {...register('city')} />
        <TextField label="Country" error={errors.country?.message} {...register('country')} />
        <div className="sm:col-span-2">
          <TextAreaField label="Description" rows={6} error={errors.description?.message} {...register('description')} />
        </div>
        <TextField
          label="Price Per Night (₹)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.pricePerNight?.message}
          {...register('pricePerNight')}
        />
        <StarRatingField value={starRating} register={register('starRating')} error={errors.starRating?.message} />
        <SelectField
          label="Type"
          className="sm:col-span-2"
          options={HOTEL_TYPES}
          placeholder="Select a property type"
          error={errors.type?.message}
          {...register('type')}
        />
      </section>

      <PriceModelFields control={control} register={register} errors={errors} />

      <CheckboxGrid legend="Facilities" options={FACILITIES} register={register('facilities')} error={errors.facilities?.message} />
      <CheckboxGrid legend="Amenities" options={AMENITIES} register={register('amenities')} error={errors.amenities?.message} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Guests</legend>
        <TextField
          label="Adults"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.adultCount?.message}
          {...register('adultCount')}
        />
        <TextField
          label="Children"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.childCount?.message}
          {...register('childCount')}
        />
      </fieldset>

      <section>
        <SelectField
          label="Cancellation policy"
          options={CANCELLATION_POLICIES.map((policy) => ({
            value: policy,
            label: `${CANCELLATION_POLICY_NAMES[policy]}: ${CANCELLATION_POLICY_SUMMARIES[policy]}`,
          }))}
          error={errors.cancellationPolicy?.message}
          {...register('cancellationPolicy')}
        />
        <p className="mt-1 text-sm text-slate-700">New bookings keep the policy in force when they are made.</p>
      </section>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Location on the map (optional)</legend>
        <p className="text-sm text-slate-700 sm:col-span-2">
          Degrees, as a map app shows them (for example 31.1048 and 77.1734). With both, the property page shows a map.
        </p>
        <TextField label="Latitude" inputMode="decimal" placeholder="31.1048" error={errors.latitude?.message} {...register('latitude')} />
        <TextField
          label="Longitude"
          inputMode="decimal"
          placeholder="77.1734"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </fieldset>

      <ListingDetailsFields control={control} register={register} errors={errors} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Listings on other sites (optional)</legend>
        {OUTSIDE_LINKS.map((link) => (
          <TextField
            key={link.key}
            label={`${link.label} link`}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors[link.key]?.message}
            {...register(link.key)}
          />
        ))}
      </fieldset>

      <ImagesField
        images={images}
        texts={imageTexts}
        onImagesChange={setImages}
        limit={photoLimit}
        error={errors.imageFiles?.message ?? errors.imageUrls?.message ?? errors.imageOrder?.message ?? errors.imageTexts?.message}
        textErrors={errors.imageTexts as ImagesFieldProps['textErrors']}
      />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Guest Reviews</legend>
        <p className="text-sm text-slate-700">
          Reviews guests left on Google, Airbnb or MakeMyTrip, copied here by you. Leave empty to hide the section.
        </p>
        {reviews.fields.map((field, index) => {
          const fieldErrors = errors.reviews?.[index];
          return (
            <div
              key={field.id}
              role="group"
              aria-label={`Review ${index + 1}`}
              className="grid gap-3 rounded-lg border border-slate-300 p-4 sm:grid-cols-3"
            >
              <TextField label="Guest name" error={fieldErrors?.name?.message} {...register(`reviews.${index}.name`)} />
              <SelectField
                label="Rating"
                options={['5', '4', '3', '2', '1']}
                error={fieldErrors?.rating?.message}
                {...register(`reviews.${index}.rating`)}
              />
              <SelectField
                label="Platform"
                options={REVIEW_PLATFORMS}
                error={fieldErrors?.platform?.message}
                {...register(`reviews.${index}.platform`)}
              />
              <div className="sm:col-span-3">
                <TextAreaField label="Review" rows={3} error={fieldErrors?.review?.message} {...register(`reviews.${index}.review`)} />
              </div>
              <div className="sm:col-span-3">
                <button type="button" onClick={() => reviews.remove(index)} className="text-sm font-semibold text-red-700 hover:underline">
                  Remove review {index + 1}
                </button>
              </div>
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => reviews.append({ name: '', rating: '5', platform: 'Google', review: '' })}>
          Add Review
        </Button>
      </fieldset>

      <div className="flex flex-col items-end gap-2 border-t border-slate-200 pt-6">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {saveError && (
          <p role="alert" className="text-sm text-red-700">
            {saveError}
          </p>
        )}
      </div>
    </form>
  );
}
