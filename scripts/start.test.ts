import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const START = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.mjs');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `npm start` as a new user runs it: no settings but the port, in a fresh directory. */
function start(env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [START], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, started: ReturnType<typeof start>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms:\n${started.output()}`);
}

describe('npm start', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
    running = undefined;
  });

  it('builds what is missing, serves health and the web app on embedded PGlite, and shuts down gracefully', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'mb-start-'));
    const port = await freePort();
    const started = start({ PORT: String(port) }, cwd);
    running = started.child;

    const health = await waitForHealth(`http://127.0.0.1:${port}/health`, started, 150_000);
    expect(await health.json()).toEqual({ status: 'ok' });
    // DATA_DIR defaults to ./data in the directory it was started from.
    expect(existsSync(path.join(cwd, 'data', 'pglite', 'PG_VERSION'))).toBe(true);

    const page = await fetch(`http://127.0.0.1:${port}/create-interview`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');

    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('shutting down');
  });

  it('uses PostgreSQL at DATABASE_URL and migrates an empty database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://mockingbird:mockingbird@127.0.0.1:5432/postgres';
    const name = `mb_start_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const cwd = mkdtempSync(path.join(os.tmpdir(), 'mb-start-'));
      const port = await freePort();
      const started = start({ PORT: String(port), DATABASE_URL: url.toString() }, cwd);
      running = started.child;
      await waitForHealth(`http://127.0.0.1:${port}/health`, started, 150_000);
      // No embedded database; DATA_DIR still keeps the platform's generated keys.
      expect(existsSync(path.join(cwd, 'data', 'pglite'))).toBe(false);
      expect(existsSync(path.join(cwd, 'data', 'platform.json'))).toBe(true);
      const signup = await fetch(`http://127.0.0.1:${port}/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({
          name: 'Pat',
          email: 'pat@example.com',
          password: 'long enough',
          confirmPassword: 'long enough',
        }),
      });
      expect(signup.status).toBe(201);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ email: string }>('select email from users');
      await check.end();
      expect(rows).toEqual([{ email: 'pat@example.com' }]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('refuses to start on bad settings and lists each of them', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'mb-start-'));
    const started = start({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' }, cwd);
    running = started.child;
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT must be a whole number (got "eighty")');
    expect(started.output()).toContain('DATABASE_URL must be a postgres:// URL');
  });
});
