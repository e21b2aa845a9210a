import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema, type TokenValidation } from '@hillnest/domain';
import { parseInput } from '../../lib/validate';
import { authenticate, getCurrentUser, isAdminUser, registerUser } from './service';

export default async function authRoutes(app: FastifyInstance) {
  app.post('/api/users/register', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const user = await registerUser(app.db, input);
    await reply.startSession({ userId: user.id, email: user.email });
    return reply.status(201).send({ userId: user.id });
  });

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const user = await authenticate(app.db, input);
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
