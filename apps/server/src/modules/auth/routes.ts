import type { FastifyInstance } from 'fastify';
import { CHANGE_PASSWORD_MESSAGES, initialsOf, normalizeEmail } from '@hillnest/domain';
import { route } from '../../lib/contract';
import { HttpError } from '../../lib/http-errors';
import { clientNetwork } from '../../lib/ip';
import { createRateLimit } from '../../lib/rate-limit';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './accounts';
import {
  alertOwnerOfFailures,
  authenticate,
  changePassword,
  getCurrentUser,
  INVALID_CREDENTIALS,
  isAdminUser,
  registerUser,
} from './service';
import { createAuthThrottle, DEFAULT_LIMITS } from './throttle';

/** Reset and verification e-mails one address (or account) may ask for in an hour. */
export const MAILED_LINKS_PER_HOUR = 5;
const HOUR = 60 * 60_000;

export default async function authRoutes(app: FastifyInstance) {
  const throttle = createAuthThrottle(app.counters, {
    ...DEFAULT_LIMITS,
    perIp: app.config.AUTH_RATE_LIMIT_PER_IP,
    maxDelayMs: app.config.AUTH_SLOWDOWN_MAX_MS,
  });
  /** A wrong password: counted, and the owner told once the account starts being slowed down. */
  const failed = async (ip: string, email: string) => {
    if ((await throttle.failed(ip, email)) === DEFAULT_LIMITS.slowAfter)
      await alertOwnerOfFailures(app.deps, email, DEFAULT_LIMITS.slowAfter);
  };
  // 'Forgot password?' per address and client together; the limit is the same whether or not an
  // account exists, so a refusal tells nothing either.
  const resetRequests = createRateLimit(app.counters, {
    name: 'reset-request',
    limit: MAILED_LINKS_PER_HOUR,
    windowMs: HOUR,
    message: (wait) => `Too many e-mails asked for. Please try again in ${wait}.`,
  });
  // Verification links asked for again, per account, so nobody can flood an inbox.
  const mailedLinks = createRateLimit(app.counters, {
    name: 'mailed-link',
    limit: MAILED_LINKS_PER_HOUR,
    windowMs: HOUR,
    message: (wait) => `Too many e-mails asked for. Please try again in ${wait}.`,
  });

  route(app, 'POST /api/users/register', async (request, reply) => {
    await throttle.attempt(request.ip);
    const registration = await registerUser(app.deps, request.body);
    // An address that has an account gets the same answer, with a session for no one (refused on use).
    const session = registration.created
      ? { userId: registration.user.id, email: registration.user.email, sessionVersion: registration.user.sessionVersion }
      : { userId: registration.userId, email: registration.email, sessionVersion: 0 };
    await reply.startSession(session);
    return { userId: session.userId };
  });

  route(app, 'POST /api/auth/login', async (request, reply) => {
    const input = request.body;
    const email = normalizeEmail(input.email);
    await throttle.attempt(request.ip, email);
    const user = await authenticate(app.deps, input).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.message === INVALID_CREDENTIALS) await failed(request.ip, email);
      throw error;
    });
    await throttle.succeeded(request.ip, email);
    await reply.startSession({ userId: user.id, email: user.email, sessionVersion: user.sessionVersion });
    return { userId: user.id };
  });

  // Ends the session on the server too: a copy of the cookie taken before is refused afterwards.
  route(app, 'POST /api/auth/logout', async (request, reply) => {
    if (request.auth) await app.sessions.endAll(request.auth.userId);
    reply.endSession();
    return { message: 'Signed out' };
  });

  // Every other session of the account ends; this one continues under the new session version.
  route(app, 'POST /api/auth/change-password', async (request, reply) => {
    const { userId, email } = request.auth!;
    await throttle.attempt(request.ip, email);
    const sessionVersion = await changePassword(app.deps, app.sessions, userId, request.body).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.message === CHANGE_PASSWORD_MESSAGES.wrongCurrent) await failed(request.ip, email);
      throw error;
    });
    await reply.startSession({ userId, email, sessionVersion });
    return { message: CHANGE_PASSWORD_MESSAGES.changed };
  });

  // Limited per address and client together (a stranger's asking never blocks the owner's own), and
  // per address only in the e-mails sent: past the cap the answer stays the same, nothing is mailed.
  route(app, 'POST /api/auth/forgot-password', async (request) => {
    await throttle.attempt(request.ip);
    const email = normalizeEmail(request.body.email);
    await resetRequests.hit(`${email}:${clientNetwork(request.ip)}`);
    const mailed = await app.counters.increment(`reset-mail:${email}`, HOUR);
    return requestPasswordReset(app.deps, request.body, { mail: mailed.count <= MAILED_LINKS_PER_HOUR });
  });

  route(app, 'POST /api/auth/reset-password', async (request) => {
    await throttle.attempt(request.ip);
    return resetPassword(app.deps, app.sessions, request.body);
  });

  route(app, 'POST /api/auth/verify-email', async (request) => {
    await throttle.attempt(request.ip);
    return verifyEmail(app.deps, request.body.token);
  });

  route(app, 'POST /api/auth/resend-verification', async (request) => {
    await mailedLinks.hit(`user:${request.auth!.userId}`);
    return resendVerification(app.deps, request.auth!.userId);
  });

  route(app, 'GET /api/auth/validate-token', async (request) => {
    const { userId, email } = request.auth!;
    const [isAdmin, user] = await Promise.all([isAdminUser(app.deps, userId), getCurrentUser(app.deps, userId)]);
    return { userId, userEmail: email, isAdmin, initials: initialsOf(user) };
  });

  route(app, 'GET /api/users/me', async (request) => getCurrentUser(app.deps, request.auth!.userId));
}
