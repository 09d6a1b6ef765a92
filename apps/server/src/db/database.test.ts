import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase, DATABASE_KINDS } from '../../test/databases.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from './database.ts';
import { users } from './schema.ts';

const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));

/** Both drivers answer raw SQL with `{ rows }`; drizzle's generic type cannot say which. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function tableNames(database: Database): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return found.map((row) => row.table_name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await rows<{ count: number }>(
    database,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count);
}

describe.each(DATABASE_KINDS)('migrations on an empty %s database', (kind) => {
  it('create every table, record every migration, and are safe to apply again', async () => {
    const database = await createEmptyDatabase(kind);
    try {
      expect(await tableNames(database)).toEqual([]);
      await database.migrate();
      expect(await tableNames(database)).toEqual([
        'calls',
        'feedback',
        'interviews',
        'platform_resources',
        'sessions',
        'users',
        'workers',
      ]);
      expect(await appliedMigrations(database)).toBe(migrationFiles.length);
      await database.migrate();
      expect(await appliedMigrations(database)).toBe(migrationFiles.length);
    } finally {
      await database.destroy();
    }
  });
});

describe('embedded PGlite in DATA_DIR', () => {
  it('creates its directory, migrates it, and keeps data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mb-pglite-')), 'nested', 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(users).values({ name: 'Persisted', email: 'persisted@example.com' });
    await first.close();
    expect(readdirSync(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await second.migrate();
      const rows = await second.db.select().from(users);
      expect(rows.map((row) => row.email)).toEqual(['persisted@example.com']);
      expect(await appliedMigrations(second)).toBe(migrationFiles.length);
    } finally {
      await second.close();
    }
  });
});
