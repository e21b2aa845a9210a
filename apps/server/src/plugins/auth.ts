/**
 * Sessions: a signed JWT in an httpOnly, SameSite=Lax cookie valid for one day (Secure when
 * COOKIE_SECURE=true). Nothing about a session is kept on the server, so any instance can serve it.
 */
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const SESSION_COOKIE = 'auth_token';
/**
 * Readable by the page (not httpOnly, no secret in it): tells the web app a session may exist, so a
 * visitor's page never calls validate-token just to be told 401.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
const SESSION_SECONDS = 24 * 60 * 60;

export interface SessionUser {
  userId: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    auth: SessionUser | null;
  }
  interface FastifyReply {
    startSession(user: SessionUser): Promise<void>;
    endSession(): void;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; email: string };
    user: { sub: string; email: string };
  }
}

export interface AuthOptions {
  secret: string;
  secureCookie: boolean;
}

export default fp<AuthOptions>(
  async function authPlugin(app: FastifyInstance, options) {
    await app.register(cookie);
    await app.register(jwt, {
      secret: options.secret,
      cookie: { cookieName: SESSION_COOKIE, signed: false },
      sign: { expiresIn: SESSION_SECONDS, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
    };

    app.decorateRequest('auth', null);
    app.decorateReply('startSession', async function startSession(this: FastifyReply, user: SessionUser) {
      const token = await this.jwtSign({ sub: user.userId, email: user.email });
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_SECONDS });
      this.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge: SESSION_SECONDS });
    });
    app.decorateReply('endSession', function endSession(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, cookieOptions);
      this.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions, httpOnly: false });
    });

    app.addHook('onRequest', async (request) => {
      if (!request.cookies[SESSION_COOKIE]) return;
      try {
        const payload = await request.jwtVerify<{ sub: string; email: string }>({ onlyCookie: true });
        request.auth = { userId: payload.sub, email: payload.email };
      } catch {
        request.auth = null; // expired or forged: treated as a visitor
      }
    });
  },
  { name: 'auth' },
);
