import { formatPaise, type StayGst } from '@hillnest/domain';

/**
 * The GST of a stay as the quote computed it (docs/product/tax.md): the taxable value, then CGST and
 * SGST (or UTGST) for each rate, in a definition list's rows. Shared by the booking page and the
 * confirmation.
 */
export function GstLines({ gst }: { gst: StayGst }) {
  const several = gst.lines.length > 1;
  return (
    <>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
        <dt className="text-slate-700">Taxable value{gst.pricesIncludeGst ? ' (GST included in the price)' : ''}</dt>
        <dd className="text-slate-900">{formatPaise(gst.taxablePaise)}</dd>
      </div>
      {gst.lines.flatMap((line) => {
        const on = several ? ` on ${line.nights} ${line.nights === 1 ? 'night' : 'nights'}` : '';
        return [
          <div key={`c${line.ratePercent}`} className="flex justify-between gap-4">
            <dt className="text-slate-700">{`CGST ${line.ratePercent / 2}%${on}`}</dt>
            <dd className="text-slate-900">{formatPaise(line.centralPaise)}</dd>
          </div>,
          <div key={`s${line.ratePercent}`} className="flex justify-between gap-4">
            <dt className="text-slate-700">{`${gst.stateTax} ${line.ratePercent / 2}%${on}`}</dt>
            <dd className="text-slate-900">{formatPaise(line.statePaise)}</dd>
          </div>,
        ];
      })}
    </>
  );
}
