import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.ts';

/** Every integration test runs against both engines the product supports. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * The PostgreSQL server tests create throwaway databases on. `npm test` makes sure it exists
 * (scripts/test-prereqs.sh); set TEST_DATABASE_URL to use another server.
 */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://mockingbird:mockingbird@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** Closes the connection and, for PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

const masked = (url: string) => url.replace(/:[^:@/]*@/, ':***@');

async function withAdmin<T>(
  adminUrl: string,
  unreachable: (maskedUrl: string) => string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(unreachable(masked(adminUrl)), { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ThrowawayPostgres {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `adminUrl` (tests and benches), named
 * `<prefix>_<pid>_<random>`. `unreachable` says what to do when that server cannot be reached.
 */
export async function createThrowawayPostgres(
  options: { adminUrl?: string; prefix?: string; unreachable?: (maskedUrl: string) => string } = {},
): Promise<ThrowawayPostgres> {
  const adminUrl = options.adminUrl ?? TEST_DATABASE_URL;
  const unreachable =
    options.unreachable ??
    ((url) =>
      `Cannot reach the test PostgreSQL at ${url}. Run the tests with \`npm test\`, which sets it up, or set TEST_DATABASE_URL.`);
  const name = `${options.prefix ?? 'mb_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, unreachable, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(adminUrl, unreachable, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

/** An empty database: in-memory PGlite, or a new PostgreSQL database just for this test file. */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { ...database, destroy: () => database.close() };
  }
  const throwaway = await createThrowawayPostgres();
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url });
  return {
    ...database,
    async destroy() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** An empty database with every migration applied. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createEmptyDatabase(kind);
  try {
    await database.migrate();
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}
