import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const LISTS = ['/assistant', '/workflow', '/squad', '/call'];
const DATE_PARAMETERS = ['createdAtGt', 'createdAtLt', 'createdAtGe', 'createdAtLe'];

describe.each(DATABASE_KINDS)('list query strings on %s', (kind) => {
  let t: TestApp;
  let privateKey: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const keys = JSON.parse(await readFile(`${t.config.dataDir}/platform.json`, 'utf8')) as Record<string, string>;
    privateKey = keys.privateKey!;
    await list('POST', '/assistant', { name: 'Listed' });
  });
  afterAll(() => t?.close());

  function list(method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${privateKey}` },
      ...(payload ? { payload } : {}),
    });
  }

  describe.each(LISTS)('GET %s', (path) => {
    it.each(DATE_PARAMETERS)('refuses %s outside years 0001 to 9999 with 400 naming it', async (parameter) => {
      for (const date of [
        '0000-01-01T00:00:00Z',
        // Year 0001 in its own time zone, year 0 in UTC.
        '0001-01-01T00:00:00+14:00',
        // Year 9999 in its own time zone, year 10000 in UTC.
        '9999-12-31T23:59:59-01:00',
      ]) {
        const response = await list('GET', `${path}?${parameter}=${encodeURIComponent(date)}`);
        expect(response.statusCode, date).toBe(400);
        expect(response.json()).toEqual({
          message: `${parameter} must be between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z`,
          issues: [{ path: [parameter], message: expect.stringContaining(parameter) as string }],
        });
      }
      const garbage = await list('GET', `${path}?${parameter}=yesterday`);
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toMatchObject({
        message: `${parameter} must be an ISO 8601 date-time such as 2025-01-31T09:00:00Z`,
      });
    });

    it('accepts the first and last instants of that range', async () => {
      const all = await list(
        'GET',
        `${path}?createdAtGe=0001-01-01T00:00:00Z&createdAtLe=9999-12-31T23:59:59.999Z&createdAtGt=0001-01-01T00:00:00Z&createdAtLt=9999-12-31T23:59:59.999Z`,
      );
      expect(all.statusCode).toBe(200);
      if (path === '/assistant') expect(all.json()).toHaveLength(1);
      const none = await list('GET', `${path}?createdAtGt=9999-12-31T23:59:59Z`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
    });

    it.each(['0', '1001', '-1', '2.5', 'ten', '', '1e400', 'Infinity'])(
      'refuses limit=%s with 400 naming it',
      async (limit) => {
        const response = await list('GET', `${path}?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 1000' });
      },
    );

    it('refuses a repeated limit', async () => {
      const response = await list('GET', `${path}?limit=1&limit=2`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 1000' });
    });
  });
});
