/**
 * The money of a change of a booking (issue 36 item 5, decision 0111): the new price against what was
 * paid. More is a difference to pay (a balance link); less is returned in full, or under the booking's
 * refund terms as if that much of the stay were cancelled now. Pure: the server and the dialogs share it.
 */
import { formatPaise, type Paise } from './money';
import { MIN_REFUND_PAISE, refundBreakdown, type RefundInput } from './refund';

/** How a lower price is given back: the booking's refund terms applied to the difference, or all of it. */
export const CHANGE_REFUNDS = ['policy', 'full'] as const;
export type ChangeRefund = (typeof CHANGE_REFUNDS)[number];

export interface ChangeDifference {
  /** The new price less what was paid: positive to pay, negative to give back. */
  differencePaise: Paise;
  /** What the guest pays now (a balance link); 0 when the price did not grow. */
  toPayPaise: Paise;
  /** What comes back through the payments; 0 when the price did not fall or the terms give nothing. */
  toReturnPaise: Paise;
  /** What of a lower price the terms keep (and the booking's total keeps with the new stay). */
  keptPaise: Paise;
  /** The booking's total after the change: what was paid, plus what is to pay, less what comes back. */
  chargedPaise: Paise;
}

/**
 * The difference of a change. `refund` is 'full', or the booking's terms and the day (and time) of the
 * change, its check-in the stay being given up; the gateway's charge and the minimum refund apply as
 * to a cancellation. Less than the provider's minimum refund is not sent back (it is kept), nor less asked for.
 */
export function changeDifference(input: {
  totalPaise: Paise;
  paidPaise: Paise;
  refund: 'full' | Omit<RefundInput, 'paidPaise' | 'keptPaise'>;
}): ChangeDifference {
  const differencePaise = input.totalPaise - input.paidPaise;
  if (differencePaise >= 0) {
    // A payment link asks ₹1 at least, as a refund gives: less is not asked for.
    const toPayPaise = differencePaise < MIN_REFUND_PAISE ? 0 : differencePaise;
    return { differencePaise, toPayPaise, toReturnPaise: 0, keptPaise: 0, chargedPaise: input.paidPaise + toPayPaise };
  }
  const over = -differencePaise;
  const back =
    input.refund === 'full' ? (over < MIN_REFUND_PAISE ? 0 : over) : refundBreakdown({ ...input.refund, paidPaise: over }).refundPaise;
  return { differencePaise, toPayPaise: 0, toReturnPaise: back, keptPaise: over - back, chargedPaise: input.paidPaise - back };
}

/** The change dialogs' sentences (owner's and guest's), beside the new price. */
export const CHANGE_MESSAGES = {
  ratesLine: (totalPaise: Paise, paidPaise: Paise) =>
    `Rates for the new dates: ${formatPaise(totalPaise)}; paid: ${formatPaise(paidPaise)}.`,
  priceLine: (totalPaise: Paise, paidPaise: Paise) =>
    `Price for the new dates: ${formatPaise(totalPaise)}; paid: ${formatPaise(paidPaise)}.`,
  // The owner keeping the amount paid: the difference is settled at the desk.
  collectAtDesk: (paise: Paise) => `${formatPaise(paise)} more than paid: collect it at the desk.`,
  returnAtDesk: (paise: Paise) => `${formatPaise(paise)} less than paid: return it at the desk if you choose.`,
  noDifferenceToSettle: 'No difference to settle.',
  // At the new price.
  noDifference: 'No difference to pay.',
  toPay: (paise: Paise) => `${formatPaise(paise)} more to pay now, by a payment link.`,
  refunded: (paise: Paise, refund: ChangeRefund) =>
    paise > 0
      ? `${formatPaise(paise)} refunded ${refund === 'full' ? 'in full' : 'under the policy'}.`
      : 'Nothing is refunded under the policy.',
  guestRefund: (paise: Paise) =>
    paise > 0 ? `${formatPaise(paise)} back to you under the refund terms.` : 'Nothing comes back under the refund terms.',
  // The toast once either dialog's change is saved.
  saved: 'Stay changed',
  keepPaid: 'Keep the amount paid (settle at the desk)',
  chargeNew: 'Charge the new price',
  refundPolicy: 'Refund under the policy',
  refundFull: 'Refund in full',
  // A move to another property (decision 0114): extras belong to a property, so none goes with it; those booked are named.
  movedProperty: (name: string, extraNames: readonly string[]) =>
    `Priced at ${name}: its rates and cleaning fee.${extraNames.length ? ` Not carried over from this property: ${extraNames.join(', ')}.` : ''}`,
} as const;
