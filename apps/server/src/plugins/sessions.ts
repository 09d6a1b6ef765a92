import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

export const SESSION_COOKIE = 'mb_session';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `sessions.authenticate` on routes that need a session. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Creates a session for the user and sets its cookie. */
      start(reply: FastifyReply, userId: string): Promise<void>;
      /** Revokes the request's session, if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Loads the session's user into `request.user`, or throws 401 "Please sign in". */
      authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser>;
      /** The session's user if the request carries a live session; never throws, never renews. */
      identify(request: FastifyRequest): Promise<SessionUser | null>;
    };
  }
}

/** The signed-in user of a route that requires a session. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, name: row.name, email: row.email };
}

/**
 * Sessions are random opaque tokens in an httpOnly, SameSite=Lax cookie; only their SHA-256 is
 * stored. Expiry slides: a session used in the second half of its life is extended to a full term.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; secureCookie: boolean }) => {
    const { ttlMs, secureCookie } = options;
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

    const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

    app.decorateRequest('user', null);
    app.decorate('sessions', {
      async start(reply, userId) {
        const now = new Date();
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(now.getTime() + ttlMs);
        await app.repositories.sessions.create({ tokenHash: hashToken(token), userId, expiresAt });
        await app.repositories.sessions.deleteExpired(now);
        setCookie(reply, token, expiresAt);
      },

      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await app.repositories.sessions.delete(hashToken(token));
        clearCookie(reply);
      },

      async identify(request) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) return null;
        const found = await app.repositories.sessions.findActive(hashToken(token), new Date());
        return found ? toSessionUser(found.user) : null;
      },

      async authenticate(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) throw AppError.unauthenticated();
        const tokenHash = hashToken(token);
        const now = new Date();
        const found = await app.repositories.sessions.findActive(tokenHash, now);
        if (!found) {
          clearCookie(reply);
          throw AppError.unauthenticated();
        }
        if (found.expiresAt.getTime() - now.getTime() < ttlMs / 2) {
          const expiresAt = new Date(now.getTime() + ttlMs);
          await app.repositories.sessions.extend(tokenHash, expiresAt);
          setCookie(reply, token, expiresAt);
        }
        request.user = toSessionUser(found.user);
        return request.user;
      },
    });
  },
  { name: 'sessions', dependencies: ['repositories', '@fastify/cookie'] },
);
