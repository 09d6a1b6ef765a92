import { openDatabase } from '../src/db/database.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from './databases.ts';

export type ScratchPostgres = ThrowawayPostgres;

/**
 * A migrated PostgreSQL database known by its URL, for tests in which the app (or a server process)
 * opens the database itself, with its own settings, rather than being handed one.
 */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const scratch = await createThrowawayPostgres();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return scratch;
}
