import { type ChargeLine, formatNights, formatPaise, type StayGst } from '@hillnest/domain';

/**
 * The GST of a stay and its fees and extras as the quote computed it (docs/product/tax.md): the
 * taxable value, then CGST and SGST (or UTGST) for each rate, in a definition list's rows. Shared by the
 * booking page and the confirmation.
 */
export function GstLines({ gst, charges = [] }: { gst: StayGst; charges?: readonly ChargeLine[] }) {
  const rates = new Map<number, { nights: number; charges: number; centralPaise: number; statePaise: number }>();
  const add = (rate: number, part: { centralPaise: number; statePaise: number }, nights: number) => {
    const sum = rates.get(rate) ?? { nights: 0, charges: 0, centralPaise: 0, statePaise: 0 };
    rates.set(rate, {
      nights: sum.nights + nights,
      charges: sum.charges + (nights ? 0 : 1),
      centralPaise: sum.centralPaise + part.centralPaise,
      statePaise: sum.statePaise + part.statePaise,
    });
  };
  for (const line of gst.lines) add(line.ratePercent, line, line.nights);
  for (const charge of charges) if (charge.ratePercent) add(charge.ratePercent, charge, 0);
  const several = rates.size > 1;
  const taxable = charges.reduce((sum, charge) => sum + charge.taxablePaise, gst.taxablePaise);
  return (
    <>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
        <dt className="text-slate-700">Taxable value{gst.pricesIncludeGst ? ' (GST included in the price)' : ''}</dt>
        <dd className="text-slate-900">{formatPaise(taxable)}</dd>
      </div>
      {[...rates.entries()]
        .sort(([a], [b]) => a - b)
        .flatMap(([rate, sum]) => {
          // '… on 2 nights' tells the slabs of a stay apart; a rate that fees and extras share with nights says no more.
          const on = several && sum.charges === 0 ? ` on ${formatNights(sum.nights)}` : '';
          return [
            <div key={`c${rate}`} className="flex justify-between gap-4">
              <dt className="text-slate-700">{`CGST ${rate / 2}%${on}`}</dt>
              <dd className="text-slate-900">{formatPaise(sum.centralPaise)}</dd>
            </div>,
            <div key={`s${rate}`} className="flex justify-between gap-4">
              <dt className="text-slate-700">{`${gst.stateTax} ${rate / 2}%${on}`}</dt>
              <dd className="text-slate-900">{formatPaise(sum.statePaise)}</dd>
            </div>,
          ];
        })}
    </>
  );
}
