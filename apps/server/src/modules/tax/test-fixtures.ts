/** Test fixtures of GST: the owner registered in Karnataka, as several modules' tests need them. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const OWNER_GSTIN = '29AAGCB7383J1Z4';

/** Settings → Tax of an owner registered for GST in Karnataka. */
export const REGISTERED = {
  registered: true,
  gstin: OWNER_GSTIN,
  legalName: 'Hill Stays LLP',
  address: 'MG Road, Bengaluru',
  state: 'Karnataka',
};

/** Registers the owner for GST through the admin API (`admin`: the administrator's cookie). */
export async function registerForGst(app: FastifyInstance, admin: string): Promise<void> {
  const saved = await app.inject({ method: 'PUT', url: '/api/admin/settings/tax', payload: REGISTERED, headers: { cookie: admin } });
  expect(saved.statusCode, saved.body).toBe(200);
}
