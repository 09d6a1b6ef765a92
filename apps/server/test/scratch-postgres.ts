import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { TEST_DATABASE_URL } from './databases.ts';

export interface ScratchPostgres {
  /** Connection string of the new, migrated database. */
  url: string;
  drop(): Promise<void>;
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated PostgreSQL database known by its URL, for tests in which the app (or a server process)
 * opens the database itself, with its own settings, rather than being handed one.
 */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const name = `mb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
