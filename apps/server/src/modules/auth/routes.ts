import type { FastifyInstance } from 'fastify';
import { loginSchema, normalizeEmail, registerSchema, type TokenValidation } from '@hillnest/domain';
import { HttpError } from '../../lib/http-errors';
import { parseInput } from '../../lib/validate';
import { authenticate, getCurrentUser, INVALID_CREDENTIALS, isAdminUser, registerUser } from './service';
import { createAuthThrottle, DEFAULT_LIMITS } from './throttle';

export default async function authRoutes(app: FastifyInstance) {
  const throttle = createAuthThrottle(app.counters, { ...DEFAULT_LIMITS, perIp: app.config.AUTH_RATE_LIMIT_PER_IP });

  app.post('/api/users/register', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    await throttle.attempt(request.ip);
    const user = await registerUser(app.db, input);
    await reply.startSession({ userId: user.id, email: user.email });
    return reply.status(201).send({ userId: user.id });
  });

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const email = normalizeEmail(input.email);
    await throttle.attempt(request.ip, email);
    const user = await authenticate(app.db, input).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.message === INVALID_CREDENTIALS) await throttle.failed(request.ip, email);
      throw error;
    });
    await throttle.succeeded(request.ip, email);
    await reply.startSession({ userId: user.id, email: user.email });
    return { userId: user.id };
  });

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (_request, reply) => {
    reply.endSession();
    return { message: 'Signed out' };
  });

  app.get('/api/auth/validate-token', { config: { access: 'user' } }, async (request): Promise<TokenValidation> => {
    const { userId, email } = request.auth!;
    return { userId, userEmail: email, isAdmin: await isAdminUser(app.db, userId) };
  });

  app.get('/api/users/me', { config: { access: 'user' } }, async (request) => {
    return getCurrentUser(app.db, request.auth!.userId);
  });
}
