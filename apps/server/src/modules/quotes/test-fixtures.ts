/** Helpers for the quote tests: a quote's request body, and a quote made through the API. */
import type { FastifyInstance } from 'fastify';
import type { AdminQuote } from '@hillnest/domain';
import { expect } from 'vitest';
import { stay } from '../bookings/test-fixtures';

/** A quote for `nights` nights starting `startInDays` from today, for the bookings' test guest. */
export function quoteBody(hotelId: string, startInDays: number, nights: number, extra: Record<string, unknown> = {}) {
  const { couponCode: _coupon, ...body } = stay(startInDays, nights);
  return { ...body, hotelId, ...extra };
}

export function postQuote(app: FastifyInstance, cookie: string, body: object) {
  return app.inject({ method: 'POST', url: '/api/admin/quotes', headers: { cookie }, payload: body });
}

/** A quote made by the administrator (`cookie`), held for its default 24 hours unless the body says. */
export async function createQuote(app: FastifyInstance, cookie: string, body: object): Promise<AdminQuote> {
  const response = await postQuote(app, cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
