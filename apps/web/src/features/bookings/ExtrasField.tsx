import { EXTRA_BASIS_LABELS, extraPriceLabel, formatPaise, maxQuantityOf, type ChosenExtra, type PropertyCharges } from '@hillnest/domain';
import { Counter } from '../../components/Counter';

/**
 * The property's optional extras on the booking page (decision 0090): a box to tick, or a quantity when
 * the owner allows more than one. The cleaning fee is not chosen: it is said here and priced in the summary.
 */
export function ExtrasField({
  charges,
  chosen,
  onChange,
}: {
  charges: PropertyCharges;
  chosen: ChosenExtra[];
  onChange: (chosen: ChosenExtra[]) => void;
}) {
  if (charges.extras.length === 0 && charges.cleaningFeePaise === 0) return null;
  const quantityOf = (extraId: string) => chosen.find((choice) => choice.extraId === extraId)?.quantity ?? 0;
  const choose = (extraId: string, quantity: number) =>
    onChange([...chosen.filter((choice) => choice.extraId !== extraId), ...(quantity > 0 ? [{ extraId, quantity }] : [])]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-xl font-semibold text-slate-900">Extras</legend>
      {charges.cleaningFeePaise > 0 && (
        <p className="text-sm text-slate-700">A cleaning fee of {formatPaise(charges.cleaningFeePaise)} is added once per stay.</p>
      )}
      {charges.extras.length > 0 && (
        <div className="divide-y divide-slate-200 rounded-md border border-slate-300 px-4">
          {charges.extras.map((extra) => {
            const hint = [extraPriceLabel(extra), extra.description, extra.refundable ? '' : 'Non-refundable'].filter(Boolean).join(' · ');
            return maxQuantityOf(extra) > 1 ? (
              <Counter
                key={extra._id}
                label={extra.name}
                hint={hint}
                value={quantityOf(extra._id)}
                max={maxQuantityOf(extra)}
                onChange={(quantity) => choose(extra._id, quantity)}
              />
            ) : (
              <label key={extra._id} className="flex items-start gap-3 py-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={quantityOf(extra._id) > 0}
                  onChange={(event) => choose(extra._id, event.currentTarget.checked ? 1 : 0)}
                />
                <span>
                  <span className="block font-medium text-slate-900">{extra.name}</span>
                  <span className="block text-sm text-slate-600" title={EXTRA_BASIS_LABELS[extra.basis]}>
                    {hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
