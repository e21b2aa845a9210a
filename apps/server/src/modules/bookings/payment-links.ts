/**
 * Payment links (docs/product/booking-and-payment.md, issue 36): a provider page where a guest pays an
 * amount we set (a booking's balance). A link is paid once, however its payment arrives: Razorpay's
 * `payment_link.paid` webhook, the guest's browser back at the callback address with the signed query,
 * or the sandbox's test page; each records the payment through `settlePaidLink`, under the row lock of
 * what the link pays, so the second arrival finds it paid and changes nothing.
 */
import type { Deps } from '../../deps';
import type { PaymentLinkReturn, SimulatedLink, SimulatedPaymentInput } from '@hillnest/domain';
import { sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/http-errors';
import { settlePaidLink } from './balances';
import { isSimulated } from './providers';
import { paymentLinkSignature, signatureMatches } from './providers/signature';
import { declinedPayment, providerId, simulatedLinkState, type DeclinedPayment } from './providers/simulated';
import { simulatedPaymentLink } from './queries';
import { processPaymentEvent } from './payments';

/**
 * POST /api/payments/links/return: the guest's browser back from a paid link. Razorpay's signature
 * (key secret over link, reference, status and payment) is the proof; the amount is the link's own.
 */
export async function returnFromLink(
  deps: Pick<Deps, 'db' | 'log' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'payments' | 'now'>,
  input: PaymentLinkReturn,
): Promise<{ manageToken: string | null }> {
  const { keySecret } = await deps.payments.current();
  const expected = paymentLinkSignature(keySecret, {
    linkId: input.razorpay_payment_link_id,
    reference: input.razorpay_payment_link_reference_id,
    status: input.razorpay_payment_link_status,
    paymentId: input.razorpay_payment_id,
  });
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest('Invalid payment signature');
  if (input.razorpay_payment_link_status !== 'paid') throw badRequest('This payment link is not paid');
  const settled = await deps.db.transaction((tx) =>
    settlePaidLink(deps, tx, { linkId: input.razorpay_payment_link_id, paymentId: input.razorpay_payment_id, amount: null }),
  );
  if (settled.kind === 'unknownLink') throw notFound('Payment link not found');
  deps.cache.invalidateNights('bookings', [settled.hotelId]);
  return { manageToken: settled.manageToken };
}

/** The sandbox in force, or 404 as if its routes did not exist. */
async function sandbox(deps: Pick<Deps, 'payments'>, route: string) {
  const { provider } = await deps.payments.current();
  if (!isSimulated(provider)) throw notFound(`Not Found: ${route}`);
  return provider;
}

/** GET /api/payments/simulated/links/{id}: what the sandbox's test page shows. */
export async function getSimulatedLink(deps: Pick<Deps, 'db' | 'payments' | 'now'>, linkId: string): Promise<SimulatedLink> {
  await sandbox(deps, 'GET /api/payments/simulated/links/:id');
  const link = await simulatedPaymentLink(deps.db, linkId);
  if (!link) throw notFound('Payment link not found');
  return {
    id: link.id,
    amount: link.amount,
    currency: link.currency,
    description: link.description,
    status: simulatedLinkState(link, deps.now()).status,
    expiresAt: new Date(link.expire_by * 1000).toISOString(),
  };
}

/** Advisory-lock namespace of "paying one sandbox link": two attempts at once cannot both be captured. */
const LINK_LOCK_NAMESPACE = 4_203;

export type SimulatedLinkPayResult = { status: 200; body: { redirectTo: string } } | DeclinedPayment<{ payment_link_id: string }>;

/**
 * POST /api/payments/simulated/links/pay: one attempt on the test page. Like Razorpay, a captured
 * payment delivers `payment_link.paid` (through the same code as the webhook) and sends the guest to
 * the callback address with the signed query.
 */
export async function paySimulatedLink(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  input: SimulatedPaymentInput,
): Promise<SimulatedLinkPayResult> {
  const provider = await sandbox(deps, 'POST /api/payments/simulated/links/pay');
  let paidHotelId: string | undefined;
  const result = await deps.db.transaction(async (tx): Promise<SimulatedLinkPayResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK_NAMESPACE}::int, hashtext(${input.orderId}))`);
    const link = await simulatedPaymentLink(tx, input.orderId);
    if (!link) throw notFound('Payment link not found');
    const state = simulatedLinkState(link, deps.now());
    if (state.status === 'paid') throw badRequest('This link has already been paid');
    if (state.status === 'expired') throw badRequest('This payment link has expired');
    if (state.status !== 'created') throw badRequest('This payment link can no longer be paid');

    const attempt = provider.attemptLink(link, input, deps.now());
    if (!attempt.ok) {
      return declinedPayment(attempt, { payment_link_id: link.id });
    }
    const payment = {
      id: attempt.paymentId,
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'captured',
      method: input.method,
      ...(input.method === 'upi' ? { vpa: input.upiId } : {}),
    };
    const paid = {
      ...link,
      status: 'paid' as const,
      amount_paid: link.amount,
      payments: [{ payment_id: attempt.paymentId, amount: link.amount, status: 'captured' as const }],
    };
    // Razorpay reports the payment itself too; the sandbox refunds it by this record.
    await processPaymentEvent(deps, providerId('evt'), { event: 'payment.captured', payload: { payment: { entity: payment } } }, tx);
    const { hotelId } = await processPaymentEvent(
      deps,
      providerId('evt'),
      { event: 'payment_link.paid', payload: { payment_link: { entity: paid }, payment: { entity: payment } } },
      tx,
    );
    paidHotelId = hotelId;
    const redirect = new URL(link.callback_url);
    for (const [name, value] of Object.entries(attempt.callbackQuery)) redirect.searchParams.set(name, value);
    return { status: 200, body: { redirectTo: redirect.href } };
  });
  if (paidHotelId) deps.cache.invalidateNights('bookings', [paidHotelId]);
  return result;
}
