import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** Asserts the shared guard: 401 for a visitor, 403 for a signed-in non-admin, whatever the body. */
export async function expectAdminOnly(app: FastifyInstance, userCookie: string, request: InjectOptions): Promise<void> {
  const asVisitor = await app.inject(request);
  expect(asVisitor.statusCode).toBe(401);
  expect(asVisitor.json()).toEqual({ message: 'Unauthorized' });
  const asUser = await app.inject({ ...request, headers: { ...request.headers, cookie: userCookie } });
  expect(asUser.statusCode).toBe(403);
  expect(asUser.json()).toEqual({ message: 'Forbidden' });
}
