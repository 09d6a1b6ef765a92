import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Interview } from '@mockingbird/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodCall } from '../../test/calls.ts';
import { DATABASE_KINDS } from '../../test/databases.ts';
import {
  createTestApp,
  newAccount,
  sessionCookieFrom,
  signUpUser,
  type SignedUpUser,
  type TestApp,
} from '../../test/test-app.ts';
import { feedback, platformResources } from '../db/schema.ts';
import { MAX_JSON_DEPTH } from '../lib/clean-input.ts';

/** `{"a":{"a":...}}` with `levels` objects, the innermost holding `leaf`. */
function nested(levels: number, leaf: unknown = 'bottom'): Record<string, unknown> {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value as Record<string, unknown>;
}

const TOO_DEEP = `The input is nested too deeply (the limit is ${MAX_JSON_DEPTH} levels of objects and arrays)`;

describe.each(DATABASE_KINDS)('text and JSON from outside on %s', (kind) => {
  let t: TestApp;
  let alice: SignedUpUser;
  let privateKey: string;
  let interview: Interview;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const keys = JSON.parse(await readFile(`${t.config.dataDir}/platform.json`, 'utf8')) as Record<string, string>;
    privateKey = keys.privateKey!;
    alice = await signUpUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: alice.cookie },
      payload: {
        role: 'Backend Engineer',
        type: 'mixed',
        level: 'mid',
        amount: 3,
        techstack: 'Node.js',
        userId: alice.user._id,
      },
    });
    interview = created.json<{ interview: Interview }>().interview;
  });
  afterAll(() => t?.close());

  const platform = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });

  describe('NUL and lone surrogates are cleaned, the rest kept', () => {
    it('in a sign-up name', async () => {
      const withNul = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload: newAccount({ name: 'Ada\u0000 Lovelace' }),
      });
      expect(withNul.statusCode).toBe(201);
      expect(withNul.json()).toMatchObject({ name: 'Ada Lovelace' });
      const me = await t.app.inject({
        method: 'GET',
        url: '/user/me',
        headers: { cookie: sessionCookieFrom(withNul) },
      });
      expect(me.json()).toMatchObject({ name: 'Ada Lovelace' });

      const withSurrogate = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload: newAccount({ name: 'Grace \ud800Hopper' }),
      });
      expect(withSurrogate.statusCode).toBe(201);
      expect(withSurrogate.json()).toMatchObject({ name: 'Grace \ufffdHopper' });
    });

    it('in an interview role and tech stack', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/interview/generate',
        headers: { cookie: alice.cookie },
        payload: {
          role: 'Back\u0000end Engineer \ud800',
          type: 'technical',
          level: 'senior',
          amount: 3,
          techstack: 'Node\u0000.js, Post\udc00gres',
          userId: alice.user._id,
        },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json<{ interviewId: string }>().interviewId;
      const stored = await t.app.inject({
        method: 'GET',
        url: `/interview/get/${id}`,
        headers: { cookie: alice.cookie },
      });
      expect(stored.json<{ interview: Interview }>().interview).toMatchObject({
        role: 'Backend Engineer \ufffd',
        techstack: ['Node.js', 'Post\ufffdgres'],
      });
    });

    it('in a feedback transcript, so the report is made and kept', async () => {
      const transcript = goodCall(interview).map((entry, index) =>
        index === 3 ? { ...entry, content: `I\u0000 would \ud83d start ${entry.content}` } : entry,
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/interview/feedback',
        headers: { cookie: alice.cookie },
        payload: { interviewId: interview._id, userId: alice.user._id, transcript },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json<{ _id: string }>()._id;
      const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row!.transcript).toHaveLength(transcript.length);
      expect(row!.transcript[3]!.content).toBe(`I would \ufffd start ${transcript[3]!.content.slice(17)}`);
      expect(row!.transcript[4]!.content).toBe(transcript[4]!.content);
    });

    it.each([
      ['assistant', { name: 'Ri\u0000ley \ud800', firstMessage: 'Hi\u0000!', metadata: { 'k\u0000ey': 'v\udfff' } }],
      [
        'workflow',
        { name: 'Flo\u0000w \ud800', nodes: [{ prompt: 'As\u0000k' }], metadata: { 'k\u0000ey': 'v\udfff' } },
      ],
      ['squad', { name: 'Te\u0000am \ud800', members: [{ assistant: { name: 'M\u0000e' } }] }],
    ])('in %s bodies, created, patched and replaced', async (resource, body) => {
      const created = await platform('POST', `/${resource}`, body);
      expect(created.statusCode).toBe(201);
      const { id, name } = created.json<{ id: string; name: string }>();
      expect(name).toBe(body.name.replace('\u0000', '').replace('\ud800', '\ufffd'));
      const read = (await platform('GET', `/${resource}/${id}`)).json<Record<string, unknown>>();
      expect(JSON.stringify(read)).not.toMatch(/\\u0000|\\ud[89a-f]/);
      expect(read).toMatchObject(
        JSON.parse(
          JSON.stringify(body)
            .replaceAll('\\u0000', '')
            .replace(/\\ud[89a-f]\w\w/g, '\ufffd'),
        ),
      );

      const patched = await platform('PATCH', `/${resource}/${id}`, { name: 'Pat\u0000ched' });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ name: 'Patched' });

      const replaced = await platform('PUT', `/${resource}/${id}`, { ...body, name: 'Re\ud800placed' });
      expect(replaced.statusCode).toBe(200);
      expect((await platform('GET', `/${resource}/${id}`)).json()).toMatchObject({ name: 'Re\ufffdplaced' });
    });

    it('in a call renamed with PATCH /call/:id', async () => {
      const started = await platform('POST', '/call/web', { assistant: { firstMessage: 'Hi.' }, name: 'Fi\u0000rst' });
      expect(started.statusCode).toBe(201);
      const { id, name } = started.json<{ id: string; name: string }>();
      expect(name).toBe('First');
      const patched = await platform('PATCH', `/call/${id}`, {
        name: 'Sec\u0000ond \ud800',
        metadata: { n: 'a\u0000b' },
      });
      expect(patched.statusCode).toBe(200);
      expect((await platform('GET', `/call/${id}`)).json()).toMatchObject({
        name: 'Second \ufffd',
        metadata: { n: 'ab' },
      });
    });

    it('in query strings and URL parameters', async () => {
      const list = await platform('GET', '/assistant?limit=%0010');
      expect(list.statusCode).toBe(200);
      const missing = await platform('GET', '/assistant/%00abc');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Assistant abc not found' });
      // Bytes that are not UTF-8 in a query string become U+FFFD rather than staying encoded.
      const dated = await platform('GET', '/call?createdAtGt=%ED%A0%80');
      expect(dated.statusCode).toBe(400);
      expect(dated.json<{ issues: { path: string[] }[] }>().issues[0]!.path).toEqual(['createdAtGt']);
    });
  });

  it.each(['{"name":"x","__proto__":{"admin":true}}', '{"metadata":{"constructor":{"prototype":{"admin":true}}}}'])(
    'refuses prototype keys with a message that says so: %s',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/assistant',
        headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request body uses a key that is not allowed: "__proto__", or "constructor" holding "prototype"',
      });
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/assistant',
        headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
        payload: payload.slice(0, -1),
      });
      expect(invalid.json()).toEqual({ message: 'The request body is not valid JSON' });
    },
  );

  describe('nesting deeper than the limit is refused with 400, and nothing is stored', () => {
    it(`on assistants: 4,000 levels of metadata are refused, ${MAX_JSON_DEPTH - 4} kept`, async () => {
      const before = (await platform('GET', '/assistant?limit=1000')).json<unknown[]>().length;
      const deep = await platform('POST', '/assistant', { name: 'Deep', metadata: nested(4000) });
      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toEqual({ message: TOO_DEEP });
      expect((await platform('GET', '/assistant?limit=1000')).json<unknown[]>()).toHaveLength(before);

      const fine = await platform('POST', '/assistant', { name: 'Fine', metadata: nested(MAX_JSON_DEPTH - 4) });
      expect(fine.statusCode).toBe(201);
      const { id } = fine.json<{ id: string }>();
      expect((await platform('GET', `/assistant/${id}`)).json()).toMatchObject({
        metadata: nested(MAX_JSON_DEPTH - 4),
      });
      const call = await platform('POST', '/call/web', { assistantId: id });
      expect(call.statusCode).toBe(201);
    });

    it('on an assistant stored deep before the limit existed: starting a call with it is a 400 saying what to fix', async () => {
      const [row] = await t.database.db
        .insert(platformResources)
        .values({ kind: 'assistant', orgId: randomUUID(), body: { name: 'Old', metadata: nested(3000) } })
        .returning();
      const call = await platform('POST', '/call/web', { assistantId: row!.id });
      expect(call.statusCode).toBe(400);
      expect(call.json()).toEqual({
        message: `Assistant ${row!.id} is stored nested too deeply to run (the limit is ${MAX_JSON_DEPTH} levels); replace it with PUT /assistant/${row!.id}`,
      });
      // The repair the message names works.
      const replaced = await platform('PUT', `/assistant/${row!.id}`, { name: 'Old' });
      expect(replaced.statusCode).toBe(200);
      expect((await platform('POST', '/call/web', { assistantId: row!.id })).statusCode).toBe(201);
    });

    it('one level past the limit', async () => {
      const atLimit = await platform('POST', '/assistant', { metadata: nested(MAX_JSON_DEPTH - 1) });
      expect(atLimit.statusCode).toBe(201);
      const past = await platform('POST', '/assistant', { metadata: nested(MAX_JSON_DEPTH) });
      expect(past.statusCode).toBe(400);
    });

    it.each([
      ['sign-up', '/user/signup', () => ({ ...newAccount(), extra: nested(3000) })],
      ['generate', '/interview/generate', () => ({ role: 'x', techstack: [nested(3000)] })],
      ['feedback', '/interview/feedback', () => ({ interviewId: interview._id, transcript: [nested(3000)] })],
      ['web call', '/call/web', () => ({ assistant: { metadata: nested(3000) } })],
    ])('on %s', async (_, url, body) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: alice.cookie, authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body()),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(TOO_DEEP);
    });

    it('however deep the body is, within the size limit', async () => {
      const depth = 400_000;
      const veryDeep = await t.app.inject({
        method: 'POST',
        url: '/assistant',
        headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
        payload: `{"metadata":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(veryDeep.statusCode).toBe(400);
      expect(veryDeep.json()).toEqual({ message: TOO_DEEP });
    });
  });
});
