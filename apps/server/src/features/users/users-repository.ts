import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';

export interface NewUser {
  name: string;
  email: string;
  passwordHash?: string | null;
  googleSubject?: string | null;
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return row;
    },

    /** Returns undefined when the email (or Google subject) already belongs to an account. */
    async create(user: NewUser): Promise<UserRow | undefined> {
      try {
        const [row] = await db.insert(users).values(user).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async linkGoogleSubject(id: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ googleSubject: subject, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
