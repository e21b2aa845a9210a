import type { FastifyInstance } from 'fastify';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  loginSchema,
  normalizeEmail,
  registerSchema,
  type TokenValidation,
} from '@hillnest/domain';
import { HttpError } from '../../lib/http-errors';
import { parseInput } from '../../lib/validate';
import { authenticate, changePassword, getCurrentUser, INVALID_CREDENTIALS, isAdminUser, registerUser } from './service';
import { createAuthThrottle, DEFAULT_LIMITS } from './throttle';

export default async function authRoutes(app: FastifyInstance) {
  const throttle = createAuthThrottle(app.counters, { ...DEFAULT_LIMITS, perIp: app.config.AUTH_RATE_LIMIT_PER_IP });

  app.post('/api/users/register', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    await throttle.attempt(request.ip);
    const user = await registerUser(app.db, input);
    await reply.startSession({ userId: user.id, email: user.email, sessionVersion: user.sessionVersion });
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
    await reply.startSession({ userId: user.id, email: user.email, sessionVersion: user.sessionVersion });
    return { userId: user.id };
  });

  // Ends the session on the server too: a copy of the cookie taken before is refused afterwards.
  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.auth) await app.sessions.endAll(request.auth.userId);
    reply.endSession();
    return { message: 'Signed out' };
  });

  // Every other session of the account ends; this one continues under the new session version.
  app.post('/api/auth/change-password', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    const { userId, email } = request.auth!;
    await throttle.attempt(request.ip, email);
    const sessionVersion = await changePassword(app.db, app.sessions, userId, input).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.message === CHANGE_PASSWORD_MESSAGES.wrongCurrent) await throttle.failed(request.ip, email);
      throw error;
    });
    await reply.startSession({ userId, email, sessionVersion });
    return { message: CHANGE_PASSWORD_MESSAGES.changed };
  });

  app.get('/api/auth/validate-token', { config: { access: 'user' } }, async (request): Promise<TokenValidation> => {
    const { userId, email } = request.auth!;
    return { userId, userEmail: email, isAdmin: await isAdminUser(app.db, userId) };
  });

  app.get('/api/users/me', { config: { access: 'user' } }, async (request) => {
    return getCurrentUser(app.db, request.auth!.userId);
  });
}
