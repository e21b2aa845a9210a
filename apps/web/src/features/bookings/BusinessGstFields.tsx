import type { BookingFormInput } from '@hillnest/domain';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/TextField';

/**
 * "Add GST details for a business invoice" (docs/product/tax.md): a business guest's GSTIN, name and
 * address for the tax invoice. Unticked, the fields leave the form (shouldUnregister) and nothing is sent.
 */
export function BusinessGstFields({
  register,
  errors,
}: {
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<NonNullable<BookingFormInput['business']>> | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="space-y-4">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => setOpen(event.currentTarget.checked)}
          className="size-5 accent-brand-700"
        />
        Add GST details for a business invoice
      </label>
      {open && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="GSTIN"
            autoCapitalize="characters"
            error={errors?.gstin?.message}
            {...register('business.gstin', { shouldUnregister: true })}
          />
          <TextField
            label="Business name"
            autoComplete="organization"
            error={errors?.name?.message}
            {...register('business.name', { shouldUnregister: true })}
          />
          <TextField
            label="Business address"
            autoComplete="street-address"
            className="sm:col-span-2"
            error={errors?.address?.message}
            {...register('business.address', { shouldUnregister: true })}
          />
        </div>
      )}
    </fieldset>
  );
}
