/**
 * Sessions: a signed JWT in an httpOnly, SameSite=Lax cookie valid for one day (Secure behind HTTPS
 * and in live mode). The token carries the account's session version; a session started under an
 * older version than the account's current one is over (signed out, or the password changed), so a
 * captured cookie stops working at once. The version is looked up per account and cached briefly
 * (modules/auth/sessions.ts), so any instance can serve any session at the cost of one cached read.
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

/** What a new session is started for: the account and its current session version. */
export interface SessionStart extends SessionUser {
  sessionVersion: number;
}

/** The claims of a session token. `ver` is absent from tokens made before session versions existed (version 0). */
interface SessionClaims {
  sub: string;
  email: string;
  ver?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    auth: SessionUser | null;
  }
  interface FastifyReply {
    startSession(user: SessionStart): Promise<void>;
    endSession(): void;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

export interface AuthOptions {
  secret: string;
  secureCookie: boolean;
  /** The account's current session version, or null when the account is gone. */
  sessionVersion(userId: string): Promise<number | null>;
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
      // Without COOKIE_SECURE (or SITE_MODE=live), a cookie set over https is still Secure: an owner behind
      // an https proxy passes the go-live checklist's "Secure cookies" without setting a variable.
      secure: options.secureCookie || ('auto' as const),
    };

    app.decorateRequest('auth', null);
    app.decorateReply('startSession', async function startSession(this: FastifyReply, user: SessionStart) {
      const token = await this.jwtSign({ sub: user.userId, email: user.email, ver: user.sessionVersion });
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_SECONDS });
      this.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge: SESSION_SECONDS });
    });
    app.decorateReply('endSession', function endSession(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { ...cookieOptions });
      this.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions, httpOnly: false });
    });

    app.addHook('onRequest', async (request) => {
      if (!request.cookies[SESSION_COOKIE]) return;
      let claims: SessionClaims;
      try {
        claims = await request.jwtVerify<SessionClaims>({ onlyCookie: true });
      } catch {
        return; // expired or forged: treated as a visitor
      }
      // Ended on the server (signed out, password changed) or the account is gone: a visitor too.
      if ((claims.ver ?? 0) !== (await options.sessionVersion(claims.sub))) return;
      request.auth = { userId: claims.sub, email: claims.email };
    });
  },
  { name: 'auth' },
);
