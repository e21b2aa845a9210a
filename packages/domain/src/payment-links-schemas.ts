/** Payment links (issue 36): the simulated provider's test page, and the guest's return from a paid link. */
import { z } from './zod';

/** GET /api/payments/simulated/links/{id}: what the sandbox's test page shows. */
export const simulatedLinkSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['created', 'partially_paid', 'paid', 'expired', 'cancelled']),
  /** ISO date-time after which it cannot be paid. */
  expiresAt: z.string(),
});
export type SimulatedLink = z.infer<typeof simulatedLinkSchema>;

/** POST /api/payments/simulated/links/pay: where the test page sends the guest (the link's callback, with Razorpay's signed query). */
export const simulatedLinkPaidSchema = z.object({ redirectTo: z.string() });

/** The query Razorpay appends to a payment link's callback address once it is paid (each part covered by the signature). */
export const paymentLinkReturnSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().max(100),
  razorpay_payment_link_status: z.string().max(40),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentLinkReturn = z.infer<typeof paymentLinkReturnSchema>;

/** POST /api/payments/links/return: the payment is recorded; the booking's manage link when the link paid one. */
export const paymentLinkReturnAnswerSchema = z.object({ manageToken: z.string().nullable() });
