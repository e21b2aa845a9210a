/**
 * Response headers that keep the site's pages to themselves: a Content-Security-Policy allowing only
 * our origin (plus the payment provider's checkout when it is on), no framing, nosniff, a referrer
 * policy, a Permissions-Policy turning off the browser features the site never uses, and HSTS when the
 * site runs behind HTTPS (COOKIE_SECURE=true, and always with SITE_MODE=live).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { APP_CODE_START_HASH } from '../modules/pages/app-code';

/**
 * Browser features no page of ours (nor the map embed, nor the payment provider's checkout) uses;
 * `payment`, `fullscreen` and `clipboard-write` stay allowed (checkout, the map, copying the export address).
 * Only names the browser knows: an unknown one (Chromium dropped `bluetooth`) is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export type AllowedSources = Partial<Record<'script' | 'connect' | 'frame' | 'img' | 'formAction', string[]>>;

export interface SecurityOptions {
  /** Send Strict-Transport-Security: only behind HTTPS. */
  hsts: boolean;
  /**
   * Extra origins per directive (the payment provider's checkout, the booking engine), as the settings
   * say now. The same object while they are unchanged: the headers are worked out once per object.
   */
  allow?: () => AllowedSources | Promise<AllowedSources>;
}

/**
 * The headers helmet sets with these options, worked out once per set of sources (they change only
 * with the settings): building helmet's middleware for each request (as @fastify/helmet does) parsed the policy anew
 * every time — a noticeable share of a cheap request's CPU.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let error: unknown;
  helmet(options)({} as IncomingMessage, response, (failure?: unknown) => (error = failure));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return headers;
}

export default fp<SecurityOptions>(
  async function securityPlugin(app: FastifyInstance, options) {
    const byAllow = new WeakMap<AllowedSources, Record<string, string>>();
    const headersFor = (allow: AllowedSources) => {
      let headers = byAllow.get(allow);
      if (!headers) {
        headers = securityHeaders(allow, options.hsts);
        byAllow.set(allow, headers);
      }
      return headers;
    };
    const fixed = options.allow ? undefined : headersFor({});
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(fixed ?? headersFor(await options.allow!()));
    });
  },
  { name: 'security' },
);

/** The headers for these extra sources: worked out once per `allow` object (see headersOf). */
function securityHeaders(allow: AllowedSources, hsts: boolean): Record<string, string> {
  const headers = headersOf({
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
        ...(hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Razorpay Checkout opens a popup for some banks; it must keep its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
