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

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the test PostgreSQL at ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}. ` +
        'Run the tests with `npm test`, which sets it up, or set TEST_DATABASE_URL.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database: in-memory PGlite, or a new PostgreSQL database just for this test file. */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { ...database, destroy: () => database.close() };
  }
  const name = `mb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async destroy() {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
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
