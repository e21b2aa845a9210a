/**
 * What cancelling gives back, step by step, as the server worked it out: before paying, on the
 * confirmation and on the manage page (the e-mail carries the same lines).
 */
export function RefundTimelineList({ lines, heading = 'If you cancel' }: { lines: readonly string[]; heading?: string }) {
  return (
    <section
      aria-label={heading}
      data-testid="refund-timeline"
      className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <h2 className="font-semibold text-slate-900">{heading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
