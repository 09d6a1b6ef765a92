import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { SESSION_COOKIE } from '../src/plugins/sessions.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

/** A built web app stand-in: an index.html and one hashed asset, like `vite build` leaves. */
export function createWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mockingbird</title><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated database. Auth rate limits are raised so that tests other than
 * the rate-limit tests can sign up many users from one address; pass env to change any setting.
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mb-data-')),
    WEB_DIST_DIR: createWebDist(),
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    ...env,
  });
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`response ${response.statusCode} set no session cookie`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newAccount(overrides: Partial<Record<'name' | 'email' | 'password' | 'confirmPassword', string>> = {}) {
  counter += 1;
  const password = overrides.password ?? 'correct horse battery';
  return {
    name: `Candidate ${counter}`,
    email: `candidate${counter}.${process.pid}@example.com`,
    password,
    confirmPassword: password,
    ...overrides,
  };
}

export interface SignedUpUser {
  cookie: string;
  user: { _id: string; name: string; email: string };
}

/** Signs a new user up through the API; returns the session cookie and the user. */
export async function signUpUser(app: FastifyInstance): Promise<SignedUpUser> {
  const response = await app.inject({ method: 'POST', url: '/user/signup', payload: newAccount() });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieFrom(response), user: response.json() };
}
