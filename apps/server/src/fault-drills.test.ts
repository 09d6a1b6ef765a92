import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { INTERVIEWER_FIRST_MESSAGE } from '@mockingbird/interview';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForCalls } from '../test/call-client.ts';
import { captureLogs } from '../test/log-capture.ts';
import { TEST_DATABASE_URL } from '../test/databases.ts';
import { createScratchPostgres, type ScratchPostgres } from '../test/scratch-postgres.ts';
import { createTestApp, createWebDist, signUpUser, type SignedUpUser } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const BUSY = 'The database is busy; try again in a moment';
const UNREACHABLE = 'The database is not reachable right now; try again in a moment';
const PRIVATE_KEY = 'sk_test_fault_drills_private_key';

/** The real app, opening its own database from DATABASE_URL with the settings under test. */
async function appOn(
  databaseUrl: string,
  env: Record<string, string>,
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: logStream ? 'error' : 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mb-data-')),
    WEB_DIST_DIR: createWebDist(),
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_URL: databaseUrl,
    PLATFORM_PRIVATE_KEY: PRIVATE_KEY,
    ...env,
  });
  const app = await buildApp({ config, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return app;
}

/**
 * A signed-in request that reads the database past the session (which may be cached), and whose
 * answer is never cached: an interview that does not exist, so 404 while the database answers.
 */
const interviewRead = (user: SignedUpUser) =>
  ({ method: 'GET', url: `/interview/get/${randomUUID()}`, headers: { cookie: user.cookie } }) as const;

/** An inject that also says how long the answer took. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(options);
  return { response, ms: performance.now() - started };
}

describe('fault drill: the database stalls (locks held on the tables a request reads), on PostgreSQL', () => {
  const TIMEOUT_MS = 1000;
  let database: ScratchPostgres;
  let app: FastifyInstance;
  let user: SignedUpUser;
  beforeAll(async () => {
    database = await createScratchPostgres();
    app = await appOn(database.url, { DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) });
    user = await signUpUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 503 "try again" within the timeout while the lock is held, /health within a second, and recovers', async () => {
    const me = interviewRead(user);
    expect((await app.inject(me)).statusCode).toBe(404);

    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    // Sessions (the case) and what the request reads past a cached session.
    await holder.query('LOCK TABLE sessions, users, interviews, feedback IN ACCESS EXCLUSIVE MODE');
    // Whatever the server does, the lock goes after a while, so that a server without timeouts
    // fails this test by answering late rather than hanging it.
    const release = setTimeout(() => void holder.query('ROLLBACK'), 6000);
    try {
      const alone = await timed(app, me);
      expect(alone.response.statusCode).toBe(503);
      expect(alone.response.json()).toEqual({ message: BUSY });
      expect(alone.response.headers['retry-after']).toBe('5');
      expect(alone.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(alone.ms).toBeLessThan(TIMEOUT_MS + 700);

      // More requests than the pool has connections, and /health among them: the pool is exhausted.
      const crowd = Array.from({ length: 14 }, () => timed(app, me));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await timed(app, { method: 'GET', url: '/health' });
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/\S/) });
      expect(health.ms).toBeLessThan(1000);
      const answers = await Promise.all(crowd);
      for (const { response } of answers) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: BUSY });
      }
      // One wait for a connection and one for the lock at most.
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2 * TIMEOUT_MS + 700);
      console.info(
        `stalled database: alone 503 after ${Math.round(alone.ms)} ms; 14 at once, slowest after ` +
          `${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; /health 503 after ${Math.round(health.ms)} ms`,
      );
    } finally {
      clearTimeout(release);
      await holder.query('ROLLBACK');
      await holder.end();
    }

    const after = await timed(app, me);
    expect(after.response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 20_000);
});

/** A TCP relay to the test PostgreSQL that can be stopped (connections refused) and started again. */
async function postgresRelay() {
  const target = new URL(TEST_DATABASE_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const relay = {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    /** Refuses new connections and cuts the open ones, as a database server that went away. */
    async stop() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
  await relay.start();
  return relay;
}

describe('fault drill: the database refuses connections, on PostgreSQL', () => {
  let database: ScratchPostgres;
  let relay: Awaited<ReturnType<typeof postgresRelay>>;
  let app: FastifyInstance;
  const logs = captureLogs();
  beforeAll(async () => {
    database = await createScratchPostgres();
    relay = await postgresRelay();
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    app = await appOn(url.toString(), {}, logs.stream);
  });
  afterAll(async () => {
    await app?.close();
    await relay?.stop();
    await database?.drop();
  });

  it('answers 503 with a clear message while it is down, and works again once it is back, without a restart', async () => {
    const me = interviewRead(await signUpUser(app));
    expect((await app.inject(me)).statusCode).toBe(404);

    await relay.stop();
    const down = await timed(app, me);
    expect(down.response.statusCode).toBe(503);
    expect(down.response.json()).toEqual({ message: UNREACHABLE });
    const signIn = await app.inject({
      method: 'POST',
      url: '/user/signin',
      payload: { email: 'private.person@example.com', password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual({ message: UNREACHABLE });
    const platformCalls = await app.inject({
      method: 'GET',
      url: '/call',
      headers: { authorization: `Bearer ${PRIVATE_KEY}` },
    });
    expect(platformCalls.statusCode).toBe(503);
    expect(platformCalls.json()).toEqual({ message: UNREACHABLE });
    // Logged for the operator, with the driver's error and the SQL, never the query's parameters.
    const failures = logs.lines.filter((line) => line.msg === 'request failed: database unreachable');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    const codes = failures.map((line) => {
      const err = line.err as { code?: string; cause?: { code?: string } };
      return err.cause?.code ?? err.code;
    });
    expect(codes).toContain('ECONNREFUSED');
    expect(logs.text()).not.toContain('private.person@example.com');
    const health = await timed(app, { method: 'GET', url: '/health' });
    expect(health.response.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(1000);
    console.info(`database refusing connections: 503 after ${Math.round(down.ms)} ms`);

    await relay.start();
    expect((await app.inject(me)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 20_000);
});

describe('fault drill: the embedded database is held by a long transaction (PGlite)', () => {
  it('/health answers 503 within a second, and 200 once it is free', async () => {
    const t = await createTestApp('pglite');
    try {
      let finish!: () => void;
      const held = t.database.db.transaction(async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
          setTimeout(resolve, 3000);
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await timed(t.app, { method: 'GET', url: '/health' });
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({
        status: 'unavailable',
        message: 'The database did not answer within 800 ms',
      });
      expect(health.ms).toBeLessThan(1000);
      finish();
      await held;
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('fault drill: a client that never finishes its request body', () => {
  const REQUEST_TIMEOUT_MS = 1000;

  it('is answered 408 and cut off once the request timeout has passed; an open call socket is not', async () => {
    const t = await createTestApp('pglite', {
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      CALL_DEFAULT_MODE: 'client-speech',
    });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { port } = new URL(platform.base);
      const { client } = await platform.startCall(
        { assistant: { firstMessage: INTERVIEWER_FIRST_MESSAGE } },
        { browserSpeech: true },
      );
      await client.opened();

      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const started = performance.now();
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => {});
      socket.write(
        'POST /user/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
      );
      const closed = await Promise.race([
        new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started))),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000)),
      ]);
      socket.destroy();
      expect(closed, 'the stalled request was still open after 5 s').toBeDefined();
      expect(closed!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(closed!).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      console.info(`slow-body client: cut off ${Math.round(closed!)} ms after it connected`);

      // The call socket has been open longer than the request timeout and still carries the call.
      expect(client.closed).toBeUndefined();
      client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript: 'yes I am ready' });
      const heard = await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
      expect(heard.transcript).toBe('yes I am ready');
      await client.close();
    } finally {
      await t.close();
    }
  }, 20_000);
});
