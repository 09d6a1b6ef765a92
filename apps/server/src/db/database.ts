import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUT_MS, SERVER_ROOT } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type repositories see; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined }
  /**
   * A PostgreSQL server. `timeoutMs` bounds each wait: for a pooled connection, for a lock, for one
   * statement (DATABASE_TIMEOUT_MS).
   */
  | { kind: 'postgres'; url: string; timeoutMs?: number };

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
  const timeoutMs = target.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  // A stalled database (a held lock, a full pool, a server that stopped answering) must cost a request
  // a bounded wait and then a 503, not hold it, and every other request queued behind it, for as long
  // as the stall lasts. PGlite has no equivalent: one process owns it, so no other session holds its
  // locks, and its single-user build ignores statement_timeout.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    lock_timeout: timeoutMs,
    // A transaction left open holds its locks against everyone; the app's own finish in milliseconds.
    idle_in_transaction_session_timeout: timeoutMs * 2,
    keepAlive: true,
  });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    // Migrations get their own connection without the statement and lock timeouts: building an index
    // on a large table may rightly take longer than any request should.
    async migrate() {
      const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: timeoutMs });
      await client.connect();
      try {
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Why a query failed when the database, not the query, is at fault: `busy` (a statement or lock wait
 * ran out, no connection was free in time, the server is full) or `unreachable` (no connection, or it
 * was lost). Undefined for every other error. Looks through drizzle's DrizzleQueryError to its cause.
 */
export function databaseUnavailability(error: unknown): 'busy' | 'unreachable' | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (BUSY_CODES.has(code)) return 'busy';
      if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return 'unreachable';
    }
    // drizzle's wrapper carries the query and its parameters in its message: only its cause counts.
    if (!(current instanceof DrizzleQueryError)) {
      if (/^timeout exceeded when trying to connect/i.test(current.message)) return 'busy';
      if (/^Connection terminated|connection error and is not queryable/i.test(current.message)) return 'unreachable';
    }
    // Node reports a refused connection to a name with several addresses as one AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => databaseUnavailability(inner))) {
      return 'unreachable';
    }
    current = current.cause;
  }
  return undefined;
}

const BUSY_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
