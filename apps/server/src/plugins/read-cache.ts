import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database.ts';

/** The PostgreSQL channel on which every write to a user's interviews or feedback is announced. */
export const USER_CHANGED_CHANNEL = 'mockingbird_user_changed';

/** Room for a few thousand users' dashboards and reports. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A user who pages far back does not push everyone else out. */
export const READ_CACHE_MAX_ENTRIES_PER_USER = 32;
/** Changes remembered to tell whether a read in flight missed one; far more than reads in flight. */
const MAX_CHANGES_REMEMBERED = 10_000;

interface UserEntries {
  entries: Map<string, Buffer>;
  bytes: number;
}

/**
 * The answers of a user's reads that users wait for (dashboard pages, feedback reports), kept as the
 * JSON bytes that were sent, until that user's interviews or feedback change. Bounded by size: the users
 * read least recently go first.
 *
 * Correct across processes only while this process hears every change: on PGlite the process owns
 * the database; on PostgreSQL writers announce changes with NOTIFY (`announceUserChange`) and
 * `listenForUserChanges` forwards them here. While not listening, the cache is inactive: it answers
 * nothing and keeps nothing.
 */
export class UserReadCache {
  /** Tells this process's announcements apart from other processes' when they come back to it. */
  readonly origin = randomUUID();
  private readonly users = new Map<string, UserEntries>();
  private bytes = 0;
  /** Counts changes; a read notes it before going to the database (`stamp`). */
  private generation = 0;
  /** The generation of each user's latest change, for the most recent changes. */
  private readonly changes = new Map<string, number>();
  /** Reads stamped before this may have missed a change that is no longer in `changes`. */
  private forgottenBefore = 0;
  private activeFlag: boolean;
  private readonly maxBytes: number;
  private readonly maxEntriesPerUser: number;

  constructor(options: { active: boolean; maxBytes?: number; maxEntriesPerUser?: number }) {
    this.activeFlag = options.active;
    this.maxBytes = options.maxBytes ?? READ_CACHE_MAX_BYTES;
    this.maxEntriesPerUser = options.maxEntriesPerUser ?? READ_CACHE_MAX_ENTRIES_PER_USER;
  }

  get active(): boolean {
    return this.activeFlag;
  }

  /** Starts or stops answering; either way, what was kept is dropped (changes may have been missed). */
  setActive(active: boolean): void {
    this.activeFlag = active;
    this.clear();
  }

  get(userId: string, key: string): Buffer | undefined {
    if (!this.activeFlag) return undefined;
    const user = this.users.get(userId);
    const value = user?.entries.get(key);
    if (user && value !== undefined) {
      // Most recently used last: eviction takes from the front.
      this.users.delete(userId);
      this.users.set(userId, user);
    }
    return value;
  }

  /** Taken before reading the database; hand it to `set` with what was read. */
  stamp(): number {
    return this.generation;
  }

  /** Keeps an answer, unless the user's data changed since `stamp` was taken. */
  set(userId: string, key: string, value: Buffer, stamp: number): void {
    if (!this.activeFlag || stamp < this.forgottenBefore || value.length > this.maxBytes / 4) return;
    if ((this.changes.get(userId) ?? 0) > stamp) return;
    let user = this.users.get(userId);
    if (!user) {
      user = { entries: new Map(), bytes: 0 };
      this.users.set(userId, user);
    }
    const previous = user.entries.get(key);
    if (previous !== undefined) this.remove(user, key, previous);
    if (user.entries.size >= this.maxEntriesPerUser) {
      const [oldestKey, oldest] = user.entries.entries().next().value!;
      this.remove(user, oldestKey, oldest);
    }
    user.entries.set(key, value);
    user.bytes += value.length;
    this.bytes += value.length;
    for (const [id, other] of this.users) {
      if (this.bytes <= this.maxBytes) break;
      this.bytes -= other.bytes;
      this.users.delete(id);
    }
  }

  /**
   * The user's answer under `key` as JSON text: the kept one, or `read` written out (and kept, if
   * nothing changed meanwhile). What `read` throws is not kept.
   */
  async answer(userId: string, key: string, read: () => Promise<unknown>): Promise<Buffer> {
    const kept = this.get(userId, key);
    if (kept !== undefined) return kept;
    const stamp = this.stamp();
    const json = Buffer.from(JSON.stringify(await read()));
    this.set(userId, key, json, stamp);
    return json;
  }

  /** The user's interviews or feedback changed: forget their answers. */
  invalidate(userId: string): void {
    this.generation += 1;
    this.changes.delete(userId);
    this.changes.set(userId, this.generation);
    if (this.changes.size > MAX_CHANGES_REMEMBERED) {
      const [oldest, at] = this.changes.entries().next().value!;
      this.changes.delete(oldest);
      this.forgottenBefore = at;
    }
    const user = this.users.get(userId);
    if (!user) return;
    this.bytes -= user.bytes;
    this.users.delete(userId);
  }

  /**
   * Announces, inside the transaction `tx` that writes it, a change to a user's interviews or
   * feedback: PostgreSQL delivers it to every process's listener when the transaction commits, and
   * not at all when it rolls back. The writer calls `invalidate` for its own process once committed.
   */
  async announce(tx: Pick<Db, 'execute'>, userId: string): Promise<void> {
    await tx.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${`${this.origin} ${userId}`})`);
  }

  /** An announcement heard from the database; this process's own were invalidated when written. */
  heard(payload: string): void {
    const [origin, userId] = payload.split(' ');
    if (origin !== this.origin && userId) this.invalidate(userId);
  }

  clear(): void {
    this.generation += 1;
    this.forgottenBefore = this.generation;
    this.changes.clear();
    this.users.clear();
    this.bytes = 0;
  }

  private remove(user: UserEntries, key: string, value: Buffer) {
    user.entries.delete(key);
    user.bytes -= value.length;
    this.bytes -= value.length;
  }
}

/** The node-postgres pool behind `db`, or undefined on PGlite. */
function postgresPool(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one connection LISTENing on USER_CHANGED_CHANNEL and invalidates the cache for each
 * announced user. The cache answers only while the connection is up: when it drops, changes may go
 * unheard, so the cache goes inactive until it listens again (retrying with backoff).
 */
function listenForUserChanges(pool: pg.Pool, cache: UserReadCache, log: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    cache.setActive(false);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    // A dropped connection may still emit; a listener keeps that from crashing the process.
    dead?.on('error', () => {});
    void dead?.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error, retryMs }, 'read cache: not listening for changes; cache off until it is again');
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === USER_CHANGED_CHANNEL && message.payload) cache.heard(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_CHANGED_CHANNEL}`);
      if (client !== next || closed) return;
      retryMs = RETRY_MIN_MS;
      cache.setActive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };

  void connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    cache.setActive(false);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => {});
      await last.end().catch(() => {});
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-user answers of hot reads; see UserReadCache. */
    readCache: UserReadCache;
  }
}

export const readCachePlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const pool = postgresPool(options.db);
    const cache = new UserReadCache({ active: pool === undefined });
    app.decorate('readCache', cache);
    if (pool) {
      const stop = listenForUserChanges(pool, cache, app.log);
      app.addHook('onClose', stop);
    }
  },
  { name: 'read-cache' },
);
