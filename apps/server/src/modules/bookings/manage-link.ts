/**
 * The private manage-booking link: /manage-booking/{token}, where the token is the booking's id and
 * an HMAC-SHA256 over the id and the booking's manage_link_version, keyed from JWT_SECRET. Nothing
 * secret is stored (the link can be rebuilt whenever it is needed: the confirmation page, the e-mail,
 * a replayed validate call); it cannot be forged or derived from another booking's link; raising
 * manage_link_version revokes every link sent before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const KEY_LABEL = 'hillnest manage-booking link v1';
const TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface ManageLinkKey {
  sign(bookingId: string, version: number): string;
  /** The booking id a well-formed token names (its signature is checked by `matches`). */
  bookingIdOf(token: string): string | null;
  matches(token: string, bookingId: string, version: number): boolean;
}

export function manageLinkKey(secret: string): ManageLinkKey {
  // A key of its own, so a manage link can never be mistaken for any other signature made with the secret.
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const mac = (bookingId: string, version: number) => createHmac('sha256', key).update(`${bookingId}:${version}`).digest('base64url');
  const sign = (bookingId: string, version: number) => `${bookingId.replaceAll('-', '')}.${mac(bookingId, version)}`;
  return {
    sign,
    bookingIdOf(token) {
      const hex = TOKEN.exec(token)?.[1];
      if (!hex) return null;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    matches(token, bookingId, version) {
      const expected = Buffer.from(sign(bookingId, version));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
