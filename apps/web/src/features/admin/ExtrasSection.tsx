import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleaningFeeSchema,
  EXTRA_BASES,
  EXTRA_BASIS_LABELS,
  EXTRA_TAX_RATES,
  extraInputSchema,
  extraPriceLabel,
  formatPaise,
  type CleaningFeeInput,
  type Extra,
  type ExtraInput,
} from '@hillnest/domain';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useChargeMutations, usePropertyChargesAdmin } from './api';

const NEW_EXTRA: ExtraInput = {
  name: '',
  description: '',
  price: '',
  basis: 'perStay',
  taxRatePercent: 18,
  sac: '',
  maxQuantity: '',
  refundable: true,
};

/** An extra's saved fields as the form shows them (rupees as text, no maximum as empty), to edit it. */
function extraFormValues(extra: Extra): ExtraInput {
  return {
    name: extra.name,
    description: extra.description,
    price: String(extra.pricePaise / 100),
    basis: extra.basis,
    taxRatePercent: extra.taxRatePercent,
    sac: extra.sac,
    maxQuantity: extra.maxQuantity === null ? '' : String(extra.maxQuantity),
    refundable: extra.refundable,
  };
}

/**
 * A property's cleaning fee and optional extras on its edit page (decision 0090), saved on their own.
 * One form adds an extra, or edits the one chosen with Edit (the same schema). Bookings already made
 * keep the lines they were priced with; a removed extra is only hidden.
 */
export function ExtrasSection({ hotelId }: { hotelId: string }) {
  const charges = usePropertyChargesAdmin(hotelId);
  const { saveFee, addExtra, editExtra, removeExtra } = useChargeMutations(hotelId);
  const [editing, setEditing] = useState<Extra | null>(null);
  // raw: the request carries rupees as typed; the server's schema turns them into paise once.
  const feeForm = useForm<CleaningFeeInput>({
    resolver: zodResolver(cleaningFeeSchema, undefined, { raw: true }) as unknown as Resolver<CleaningFeeInput>,
  });
  const extraForm = useForm<ExtraInput>({
    resolver: zodResolver(extraInputSchema, undefined, { raw: true }) as unknown as Resolver<ExtraInput>,
    defaultValues: NEW_EXTRA,
  });
  const feePaise = charges.data?.cleaningFeePaise;
  useEffect(() => {
    if (feePaise !== undefined) feeForm.reset({ cleaningFee: String(feePaise / 100) });
  }, [feePaise, feeForm]);
  const failed = (fallback: string) => (error: unknown) => notify.error(errorMessage(error, fallback));
  const extraErrors = extraForm.formState.errors;
  const startEditing = (extra: Extra) => {
    setEditing(extra);
    extraForm.reset(extraFormValues(extra));
    // On a phone the form is below the list: focusing its first field brings it into view.
    extraForm.setFocus('name');
  };
  const stopEditing = () => {
    setEditing(null);
    extraForm.reset(NEW_EXTRA);
  };
  const saveExtra = (values: ExtraInput) =>
    editing
      ? editExtra.mutate(
          { extraId: editing._id, input: values },
          {
            onSuccess: (saved) => {
              notify.success(`${saved.name} saved`);
              stopEditing();
            },
            onError: failed('Could not save the extra'),
          },
        )
      : addExtra.mutate(values, {
          onSuccess: (added) => {
            notify.success(`${added.name} added at ${formatPaise(added.pricePaise)}`);
            extraForm.reset(NEW_EXTRA);
          },
          onError: failed('Could not add the extra'),
        });

  return (
    <section aria-labelledby="extras-heading" className="mt-10 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="extras-heading" className="text-2xl font-bold text-slate-900">
        Fees and extras
      </h2>
      <form
        noValidate
        aria-label="Cleaning fee"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={feeForm.handleSubmit((values) =>
          saveFee.mutate(values, {
            onSuccess: () => notify.success('Cleaning fee saved'),
            onError: failed('Could not save the cleaning fee'),
          }),
        )}
      >
        <TextField
          label="Cleaning fee (₹ per stay, 0 for none)"
          inputMode="decimal"
          error={feeForm.formState.errors.cleaningFee?.message}
          {...feeForm.register('cleaningFee')}
        />
        <Button type="submit" disabled={saveFee.isPending || charges.isPending}>
          Save cleaning fee
        </Button>
      </form>

      <div>
        <h3 className="text-lg font-semibold text-slate-900">Extras</h3>
        {charges.data && charges.data.extras.length === 0 && <p className="mt-2 text-sm text-slate-700">No extras yet.</p>}
        <ul className="mt-2 divide-y divide-slate-200">
          {charges.data?.extras.map((extra) => (
            <li key={extra._id} className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span>
                <span className="font-medium text-slate-900">{extra.name}</span> · {extraPriceLabel(extra)} · GST {extra.taxRatePercent}% ·
                SAC/HSN {extra.sac}
                {extra.maxQuantity && extra.maxQuantity > 1 ? ` · up to ${extra.maxQuantity}` : ''}
                {extra.refundable ? '' : ' · non-refundable'}
              </span>
              <span className="flex shrink-0 gap-2">
                <Button type="button" variant="secondary" aria-label={`Edit ${extra.name}`} onClick={() => startEditing(extra)}>
                  Edit
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Remove ${extra.name}`}
                  disabled={removeExtra.isPending}
                  onClick={() =>
                    removeExtra.mutate(extra._id, {
                      onSuccess: () => {
                        if (editing?._id === extra._id) stopEditing();
                      },
                      onError: failed('Could not remove the extra'),
                    })
                  }
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <form
        noValidate
        aria-label={editing ? `Edit ${editing.name}` : 'Add an extra'}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={extraForm.handleSubmit(saveExtra)}
      >
        {editing && (
          <p className="text-sm text-slate-700 sm:col-span-2">
            Editing {editing.name}. Bookings already made keep the price they were charged.
          </p>
        )}
        <TextField label="Extra name" error={extraErrors.name?.message} {...extraForm.register('name')} />
        <TextField label="Description" error={extraErrors.description?.message} {...extraForm.register('description')} />
        <TextField label="Price (₹)" inputMode="decimal" error={extraErrors.price?.message} {...extraForm.register('price')} />
        <SelectField
          label="Charged"
          options={EXTRA_BASES.map((basis) => ({ value: basis, label: EXTRA_BASIS_LABELS[basis] }))}
          error={extraErrors.basis?.message}
          {...extraForm.register('basis')}
        />
        <SelectField
          label="GST rate"
          options={EXTRA_TAX_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
          error={extraErrors.taxRatePercent?.message}
          {...extraForm.register('taxRatePercent')}
        />
        <TextField label="SAC/HSN code" inputMode="numeric" error={extraErrors.sac?.message} {...extraForm.register('sac')} />
        <TextField
          label="Most a guest may order (empty: one)"
          inputMode="numeric"
          error={extraErrors.maxQuantity?.message}
          {...extraForm.register('maxQuantity')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...extraForm.register('refundable')} />
          Refundable under the cancellation policy
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={addExtra.isPending || editExtra.isPending}>
            {editing ? 'Save extra' : 'Add extra'}
          </Button>
          {editing && (
            <Button type="button" variant="secondary" onClick={stopEditing}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
