/** Bookings the owner enters at the front desk, for the tests of the desk and what follows from it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DeskBookingInput } from '@hillnest/domain';
import { inDays } from '../bookings/test-fixtures';

/** Anjali's phone booking: two adults, three nights 20 days ahead, paid to the owner by UPI. */
export function deskBookingInput(hotelId: string, values: Partial<DeskBookingInput> = {}): DeskBookingInput {
  return {
    hotelId,
    checkIn: inDays(20),
    checkOut: inDays(23),
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    firstName: 'Anjali',
    lastName: 'Desai',
    email: 'anjali@example.com',
    phoneNumber: '+91 98100 00002',
    source: 'phone',
    paymentMethod: 'upi',
    paymentReference: 'UPI-4471',
    ...values,
  };
}

/** POST /api/admin/bookings as the owner, which confirms it (201). */
export async function bookAtDesk(app: FastifyInstance, admin: string, input: DeskBookingInput) {
  const response = await app.inject({ method: 'POST', url: '/api/admin/bookings', payload: input, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; reference: string };
}
