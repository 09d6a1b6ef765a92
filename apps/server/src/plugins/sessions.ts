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

/** Frozen: one cached user object is shared by every request of its session. */
function toSessionUser(row: Pick<UserRow, 'id' | 'name' | 'email'>): SessionUser {
  return Object.freeze({ id: row.id, name: row.name, email: row.email });
}

/**
 * How long a session checked against the database is trusted without asking again. A session revoked
 * by another server process (its logout) is still accepted here for at most this long; one revoked in
 * this process is refused at once. Expiry itself is exact: the cached expiry is checked every time.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Enough for every user active in the last few seconds; the oldest entry goes first when full. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Validated sessions by token hash, so that a signed-in request costs no database round trip for its
 * session. Only sessions the database confirmed are kept, so made-up tokens cannot fill it.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by every revocation, so a lookup that raced a logout does not cache what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.checkedAt >= this.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** The generation to hand back to `set` after reading the database. */
  snapshot(): number {
    return this.generation;
  }

  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, entry);
  }

  revoke(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }
}

/**
 * Sessions are random opaque tokens in an httpOnly, SameSite=Lax cookie; only their SHA-256 is
 * stored. Expiry slides: a session used in the second half of its life is extended to a full term.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; secureCookie: boolean; cacheTtlMs?: number }) => {
    const { ttlMs, secureCookie } = options;
    const cache = new SessionCache(options.cacheTtlMs ?? SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_ENTRIES);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

    const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

    /** The live session for the token hash, from the cache or else the database. */
    async function lookup(tokenHash: string, now: number): Promise<CachedSession | undefined> {
      const cached = cache.get(tokenHash, now);
      if (cached) return cached;
      const generation = cache.snapshot();
      const found = await app.repositories.sessions.findActive(tokenHash, new Date(now));
      if (!found) return undefined;
      const entry = { user: toSessionUser(found.user), expiresAt: found.expiresAt.getTime(), checkedAt: now };
      cache.set(tokenHash, entry, generation);
      return entry;
    }

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
        if (token) {
          const tokenHash = hashToken(token);
          cache.revoke(tokenHash);
          await app.repositories.sessions.delete(tokenHash);
        }
        clearCookie(reply);
      },

      async identify(request) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) return null;
        return (await lookup(hashToken(token), Date.now()))?.user ?? null;
      },

      async authenticate(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (!token) throw AppError.unauthenticated();
        const tokenHash = hashToken(token);
        const now = Date.now();
        const session = await lookup(tokenHash, now);
        if (!session) {
          clearCookie(reply);
          throw AppError.unauthenticated();
        }
        if (session.expiresAt - now < ttlMs / 2) {
          const expiresAt = new Date(now + ttlMs);
          await app.repositories.sessions.extend(tokenHash, expiresAt);
          session.expiresAt = expiresAt.getTime();
          setCookie(reply, token, expiresAt);
        }
        request.user = session.user;
        return request.user;
      },
    });
  },
  { name: 'sessions', dependencies: ['repositories', '@fastify/cookie'] },
);
