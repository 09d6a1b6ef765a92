import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type repositories see; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface Database {
  kind: DatabaseTarget['kind'];
  db: Db;
  /** Applies every migration not yet applied. Safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (target.kind === 'pglite') {
    let dataDir: string | undefined;
    if (target.dataDir !== undefined) {
      dataDir = path.join(target.dataDir, 'pglite');
      await mkdir(dataDir, { recursive: true });
    }
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    return {
      kind: 'pglite',
      db,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
