import { formatPaise, REFUND_TIMING, refundLines, type BookingRefund, type RefundBreakdown } from '@hillnest/domain';

/** What a cancellation gives back and how it was worked out (the server's figures, shown before confirming). */
export function RefundSummary({ policy }: { policy: RefundBreakdown }) {
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-800">
      <p className="text-base">
        You get back <strong data-testid="refund-amount">{formatPaise(policy.refundPaise)}</strong>
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {refundLines(policy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {policy.refundPaise > 0 && <p>{REFUND_TIMING}</p>}
    </div>
  );
}

export const REFUND_STATE_TEXT: Record<BookingRefund['status'], string> = {
  pending: 'on its way',
  processed: 'paid back',
  failed: 'failed',
};

/** One line on a booking card: the refund's amount and state. */
export function RefundStatusLine({ refund, forOwner = false }: { refund: BookingRefund; forOwner?: boolean }) {
  return (
    <p className={`text-sm ${refund.status === 'failed' ? 'text-red-800' : 'text-slate-800'}`}>
      Refund of <strong>{formatPaise(refund.amount)}</strong>: {REFUND_STATE_TEXT[refund.status]}
      {refund.status === 'pending' && !forOwner && <> ({REFUND_TIMING.replace('Refunds reach', 'it reaches').replace(/\.$/, '')})</>}
      {refund.status === 'failed' && (forOwner ? <>: {refund.failureReason}</> : <>; we are sorting it out.</>)}
    </p>
  );
}
