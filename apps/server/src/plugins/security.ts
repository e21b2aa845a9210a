/**
 * Response headers that keep the site's pages to themselves: a Content-Security-Policy allowing only
 * our origin (plus the payment provider's checkout when it is on), no framing, nosniff, a referrer
 * policy, and HSTS when the site runs behind HTTPS (COOKIE_SECURE=true, and always with SITE_MODE=live).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CODE_START_HASH } from './app-code';

export interface SecurityOptions {
  /** Send Strict-Transport-Security: only behind HTTPS. */
  hsts: boolean;
  /** Extra origins per directive, e.g. the payment provider's checkout. */
  allow?: Partial<Record<'script' | 'connect' | 'frame' | 'img' | 'formAction', string[]>>;
}

export default fp<SecurityOptions>(
  async function securityPlugin(app: FastifyInstance, options) {
    const allow = options.allow ?? {};
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script: the start of the app's code on a server-rendered page (app-code.ts).
          scriptSrc: ["'self'", APP_CODE_START_HASH, ...(allow.script ?? [])],
          // Inline styles: toast and carousel libraries set style attributes and a <style> tag.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(allow.img ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(allow.connect ?? [])],
          frameSrc: allow.frame?.length ? allow.frame : ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...(allow.formAction ?? [])],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          ...(options.hsts ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      // Razorpay Checkout opens a popup for some banks; it must keep its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
  },
  { name: 'security' },
);
