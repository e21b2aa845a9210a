/**
 * The unsubscribe link of review requests: the guest's address and an HMAC over it, keyed from
 * JWT_SECRET under a label of its own. It can do one thing, stop review requests to that address, so
 * it is not a secret worth hiding: it stays in the List-Unsubscribe header as sent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const KEY_LABEL = 'hillnest review-request unsubscribe v1';

export interface UnsubscribeKey {
  sign(email: string): string;
  /** The address a genuine token names, or null. */
  emailOf(token: string): string | null;
}

export function unsubscribeKey(secret: string): UnsubscribeKey {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const mac = (email: string) => createHmac('sha256', key).update(email).digest('base64url');
  const sign = (email: string) => {
    const normal = email.toLowerCase();
    return `${Buffer.from(normal).toString('base64url')}.${mac(normal)}`;
  };
  return {
    sign,
    emailOf(token) {
      const [encoded, given] = token.split('.');
      if (!encoded || !given || token.split('.').length !== 2) return null;
      const email = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
    },
  };
}
