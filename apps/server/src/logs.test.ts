import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp } from '../test/test-app.ts';
import { loggerOptions } from './logger.ts';

describe('secrets in logs', () => {
  it('never logs the platform private key, even when it is generated: the log says which file holds it', async () => {
    const logs = captureLogs();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-keys-'));
    const t = await createTestApp('pglite', { LOG_LEVEL: 'trace', DATA_DIR: dataDir }, { logStream: logs.stream });
    try {
      const keyFile = path.join(dataDir, 'platform.json');
      const { privateKey, publicKey } = JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, string>;
      expect(privateKey).toMatch(/^sk_/);
      const generated = logs.lines.find((line) => String(line.msg).startsWith('platform keys generated'));
      expect(generated).toMatchObject({ keyFile, publicKey });
      expect(String(generated?.msg)).toContain(keyFile);
      expect(logs.text()).not.toContain(privateKey!);
    } finally {
      await t.close();
    }
  });

  it('logs a failed query without the values it ran with', async () => {
    const logs = captureLogs();
    const t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      await t.database.close();
      const email = 'private.person@example.com';
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        payload: { email, password: 'a password nobody may read' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const failed = logs.lines.find((line) => line.msg === 'request failed');
      // The query is named, so the failure can be found; its parameters are not.
      expect(JSON.stringify(failed)).toContain('Failed query: select');
      expect(JSON.stringify(failed)).toContain('params: [redacted]');
      expect(logs.text()).not.toContain(email);
      expect(logs.text()).not.toContain('a password nobody may read');
    } finally {
      await t.app.close();
    }
  });

  it("drops the values PostgreSQL repeats in a refused row's detail, in the error and its causes", async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await db.execute(sql`create table people (email text unique)`);
    await db.execute(sql`insert into people values (${'taken@example.com'})`);
    const logs = captureLogs();
    const log = pino(loggerOptions({ logLevel: 'info' }), logs.stream);
    try {
      await db.execute(sql`insert into people values (${'taken@example.com'})`);
      expect.unreachable('the insert should fail');
    } catch (error) {
      log.error({ err: error }, 'insert failed');
    } finally {
      await client.close();
    }
    const line = logs.lines.find((entry) => entry.msg === 'insert failed');
    expect(JSON.stringify(line)).toContain('duplicate key value violates unique constraint');
    expect(logs.text()).not.toContain('taken@example.com');
  });
});
