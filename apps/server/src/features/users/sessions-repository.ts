import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users, type UserRow } from '../../db/schema.ts';

export function createSessionsRepository(db: Db) {
  return {
    async create(session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session's user and expiry, if the session exists and has not expired at `now`. */
    async findActive(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: Pick<UserRow, 'id' | 'name' | 'email'>; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ user: { id: users.id, name: users.name, email: users.email }, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
