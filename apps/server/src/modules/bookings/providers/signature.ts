/** Razorpay's signatures: hex HMAC-SHA256, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What Checkout returns as razorpay_signature for a payment of an order. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/**
 * What Razorpay appends as razorpay_signature when a payment link's page sends the guest back to its
 * callback address: HMAC of `link id|reference|status|payment id` with the key secret.
 */
export function paymentLinkSignature(
  secret: string,
  link: { linkId: string; reference: string; status: string; paymentId: string },
): string {
  return hmacHex(secret, `${link.linkId}|${link.reference}|${link.status}|${link.paymentId}`);
}

/** Constant-time comparison of an expected hex signature with one a client sent. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch reveals only the (public) signature length.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
