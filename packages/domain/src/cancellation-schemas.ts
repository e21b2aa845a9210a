/** Request bodies of the cancellation routes, shared by the pages and the server. */
import { z } from './zod';
import { CANCELLATION_MESSAGES, OWNER_REFUND_CHOICES } from './cancellation';
import { trimText } from './text';

const paise = z.number({ error: CANCELLATION_MESSAGES.amountRequired }).int('Enter the amount in whole paise');

/**
 * POST /api/bookings/{id}/cancel (the guest). `refundAmount` is the refund the page showed, in paise:
 * the server recomputes it and refuses (409) when it has changed meanwhile (a day went by).
 */
export const guestCancelSchema = z.object({
  refundAmount: paise.min(0, CANCELLATION_MESSAGES.negativeRefund).optional(),
});
export type GuestCancelInput = z.infer<typeof guestCancelSchema>;

/** POST /api/admin/bookings/{id}/cancel (the owner): a reason and how much to refund. */
export const ownerCancelSchema = z
  .object({
    reason: z
      .string({ error: CANCELLATION_MESSAGES.reasonRequired })
      .overwrite(trimText)
      .min(1, CANCELLATION_MESSAGES.reasonRequired)
      .max(500, 'The reason can be at most 500 characters'),
    refund: z.enum(OWNER_REFUND_CHOICES, { error: 'Choose the policy amount, the full amount or an amount' }),
    /** Paise, with refund 'amount' only; never more than was paid (the server checks). */
    amount: paise.min(0, CANCELLATION_MESSAGES.negativeRefund).optional(),
  })
  .refine((value) => value.refund !== 'amount' || value.amount !== undefined, {
    message: CANCELLATION_MESSAGES.amountRequired,
    path: ['amount'],
  });
export type OwnerCancelInput = z.infer<typeof ownerCancelSchema>;
