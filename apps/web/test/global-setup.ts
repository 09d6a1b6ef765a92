import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';

/**
 * Web integration tests talk to the real server on a real (in-memory PGlite) database. The server
 * runs in the test runner's Node process; the page's fetch calls reach it over HTTP on loopback.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('apiBase', address);
  return async () => {
    await app.close();
    await database.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiBase: string;
  }
}
