import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, signUpUser, type TestApp } from '../../../test/test-app.ts';
import { calls } from '../../db/schema.ts';
import { INTERVIEW_GENERATOR_WORKFLOW_ID } from '../calls/call-plan.ts';

describe.each(DATABASE_KINDS)('the platform API on %s', (kind) => {
  let t: TestApp;
  let privateKey: string;
  let publicKey: string;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const keys = JSON.parse(await readFile(`${t.config.dataDir}/platform.json`, 'utf8')) as Record<string, string>;
    privateKey = keys.privateKey!;
    publicKey = keys.publicKey!;
    orgId = keys.orgId!;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, key = privateKey) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(payload !== undefined ? { payload } : {}),
    });

  describe('keys', () => {
    it('keeps generated keys in DATA_DIR and reuses them', async () => {
      expect(privateKey).toMatch(/^sk_[0-9a-f]{48}$/);
      expect(publicKey).toMatch(/^pk_[0-9a-f]{48}$/);
      const config = (await t.app.inject({ method: 'GET', url: '/config' })).json<{ voice: { publicKey: string } }>();
      expect(config.voice.publicKey).toBe(publicKey);
    });

    it.each([
      ['no key', undefined],
      ['a wrong key', 'Bearer sk_wrong'],
      ['a non-bearer scheme', `Basic ${Buffer.from('x:y').toString('base64')}`],
    ])('refuses %s with 401', async (_, authorization) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assistant',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid or missing API key: send "Authorization: Bearer <platform key>"',
      });
    });

    it('lets the public key start web calls and nothing else', async () => {
      const list = await call('GET', '/assistant', undefined, publicKey);
      expect(list.statusCode).toBe(401);
      expect(list.json<{ message: string }>().message).toMatch(/needs the platform private key/);
      const started = await call('POST', '/call/web', { assistant: { firstMessage: 'Hi.' } }, publicKey);
      expect(started.statusCode).toBe(201);
    });

    it('uses keys from the environment when they are set', async () => {
      const other = await createTestApp('pglite', {
        PLATFORM_PRIVATE_KEY: 'sk_from_env_123456789',
        PLATFORM_PUBLIC_KEY: 'pk_from_env_123456789',
      });
      try {
        const ok = await other.app.inject({
          method: 'GET',
          url: '/assistant',
          headers: { authorization: 'Bearer sk_from_env_123456789' },
        });
        expect(ok.statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });
  });

  describe('assistants', () => {
    it('are created, read, listed, patched, replaced and deleted in Vapi shapes, keeping unknown fields', async () => {
      const created = await call('POST', '/assistant', {
        name: 'Screener',
        firstMessage: 'Hi {{name}}!',
        model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: 'Be brief.' }] },
        voice: { provider: '11labs', voiceId: 'sarah' },
        someVapiFieldWeDoNotUse: { nested: true },
      });
      expect(created.statusCode).toBe(201);
      const assistant = created.json<Record<string, unknown> & { id: string }>();
      expect(assistant).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        orgId,
        name: 'Screener',
        someVapiFieldWeDoNotUse: { nested: true },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await call('GET', `/assistant/${assistant.id}`)).json()).toEqual(assistant);
      expect((await call('GET', '/assistant?limit=1')).json<unknown[]>()).toHaveLength(1);

      const patched = await call('PATCH', `/assistant/${assistant.id}`, { firstMessage: 'Hello.' });
      expect(patched.json()).toMatchObject({
        name: 'Screener',
        firstMessage: 'Hello.',
        someVapiFieldWeDoNotUse: { nested: true },
      });
      const replaced = await call('PUT', `/assistant/${assistant.id}`, { name: 'Replaced' });
      expect(replaced.json()).not.toHaveProperty('firstMessage');
      expect(replaced.json()).toMatchObject({ name: 'Replaced' });

      expect((await call('DELETE', `/assistant/${assistant.id}`)).statusCode).toBe(200);
      const gone = await call('GET', `/assistant/${assistant.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: `Assistant ${assistant.id} not found` });
    });

    it('validate bodies with messages', async () => {
      const response = await call('POST', '/assistant', { name: 'x'.repeat(41), maxDurationSeconds: 1 });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ issues: { path: string[] }[] }>();
      expect(body.issues.map((issue) => issue.path[0]).sort()).toEqual(['maxDurationSeconds', 'name']);
    });
  });

  describe('workflows and squads', () => {
    it('include the built-in Interview Generator, which cannot be changed', async () => {
      const workflow = await call('GET', `/workflow/${INTERVIEW_GENERATOR_WORKFLOW_ID}`);
      expect(workflow.json()).toMatchObject({
        id: INTERVIEW_GENERATOR_WORKFLOW_ID,
        name: 'Interview Generator',
        builtIn: true,
      });
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        const response = await call(
          method,
          `/workflow/${INTERVIEW_GENERATOR_WORKFLOW_ID}`,
          method === 'DELETE' ? undefined : { name: 'Mine' },
        );
        expect(response.statusCode, method).toBe(403);
      }
    });

    it('store custom workflows, which calls cannot run', async () => {
      const created = await call('POST', '/workflow', { name: 'Support triage', nodes: [{ name: 'start' }] });
      expect(created.statusCode).toBe(201);
      const started = await call('POST', '/call/web', { workflowId: created.json<{ id: string }>().id });
      expect(started.statusCode).toBe(400);
      expect(started.json<{ message: string }>().message).toMatch(
        /runs only its built-in Interview Generator workflow/,
      );
    });

    it('store squads, and a call with a squad starts with its first member', async () => {
      const assistant = (await call('POST', '/assistant', { firstMessage: 'From the squad.' })).json<{ id: string }>();
      const squad = await call('POST', '/squad', { name: 'Panel', members: [{ assistantId: assistant.id }] });
      expect(squad.statusCode).toBe(201);
      const started = await call('POST', '/call/web', { squadId: squad.json<{ id: string }>().id });
      expect(started.statusCode).toBe(201);
      expect(started.json()).toMatchObject({ assistant: { firstMessage: 'From the squad.' } });
      expect((await call('POST', '/squad', { members: [] })).statusCode).toBe(400);
    });
  });

  describe('web calls', () => {
    it('start queued, with a socket URL and the transport described (audio by default, its engines run here)', async () => {
      const response = await call('POST', '/call/web', {
        assistant: { firstMessage: 'Hello {{name}}.' },
        assistantOverrides: { variableValues: { name: 'Ada' } },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<Record<string, unknown> & { id: string; webCallUrl: string }>();
      expect(body).toMatchObject({
        orgId,
        type: 'webCall',
        status: 'queued',
        assistant: { firstMessage: 'Hello Ada.' },
        artifactPlan: { videoRecordingEnabled: false },
        transport: {
          provider: 'mockingbird.websocket',
          mode: 'audio',
          audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
        },
      });
      expect(body.webCallUrl).toMatch(new RegExp(`^ws://localhost:80/call/${body.id}/socket\\?token=[\\w-]{43}$`));
    });

    it('say what is missing', async () => {
      const response = await call('POST', '/call/web', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Assistant or Squad or Workflow must be provided.' });
      const unknown = await call('POST', '/call/web', { assistantId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'Assistant 00000000-0000-4000-8000-000000000000 does not exist' });
    });

    it('belong to the app user whose session cookie comes with the request, never to a userId sent in the body', async () => {
      const user = await signUpUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/call/web',
        headers: { authorization: `Bearer ${publicKey}`, cookie: user.cookie },
        payload: {
          workflowId: INTERVIEW_GENERATOR_WORKFLOW_ID,
          workflowOverrides: { variableValues: { username: 'Ada', userId: '00000000-0000-4000-8000-00000000beef' } },
        },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(calls).where(eq(calls.id, response.json<{ id: string }>().id));
      expect(row!.ownerUserId).toBe(user.user._id);
    });

    it('can be started from another origin (CORS) with the public key', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/call/web',
        headers: {
          origin: 'https://other.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://other.example');
      const started = await t.app.inject({
        method: 'POST',
        url: '/call/web',
        headers: { origin: 'https://other.example', authorization: `Bearer ${publicKey}` },
        payload: { assistant: { firstMessage: 'Hi.' } },
      });
      expect(started.statusCode).toBe(201);
    });

    it('are listed newest first with limits and dates, read, renamed and deleted', async () => {
      const first = (await call('POST', '/call/web', { assistant: { firstMessage: 'One.' }, name: 'first' })).json<{
        id: string;
        createdAt: string;
      }>();
      const second = (await call('POST', '/call/web', { assistant: { firstMessage: 'Two.' } })).json<{
        id: string;
        createdAt: string;
      }>();
      const latest = (await call('GET', '/call?limit=2')).json<{ id: string }[]>();
      expect(latest.map((c) => c.id)).toEqual([second.id, first.id]);
      const before = (await call('GET', `/call?createdAtLt=${encodeURIComponent(second.createdAt)}&limit=1`)).json<
        { id: string }[]
      >();
      expect(before.map((c) => c.id)).toEqual([first.id]);
      expect((await call('GET', '/call?limit=0')).statusCode).toBe(400);

      const renamed = await call('PATCH', `/call/${first.id}`, { name: 'renamed', metadata: { candidate: 7 } });
      expect(renamed.json()).toMatchObject({ id: first.id, name: 'renamed', metadata: { candidate: 7 } });
      expect((await call('GET', `/call/${first.id}`)).json()).toMatchObject({ name: 'renamed', messages: [] });
      expect((await call('DELETE', `/call/${first.id}`)).statusCode).toBe(200);
      expect((await call('GET', `/call/${first.id}`)).statusCode).toBe(404);
    });
  });
});

/** POST /call/web with the private key on an app built with these settings. */
async function startWebCall(env: Record<string, string>) {
  const t = await createTestApp('pglite', env);
  try {
    const { privateKey } = JSON.parse(await readFile(`${t.config.dataDir}/platform.json`, 'utf8')) as {
      privateKey: string;
    };
    return await t.app.inject({
      method: 'POST',
      url: '/call/web',
      headers: { authorization: `Bearer ${privateKey}` },
      payload: { assistant: { firstMessage: 'Hi.' } },
    });
  } finally {
    await t.close();
  }
}

describe('the mode of a web call started without one', () => {
  it.each([
    ['auto, where the engines can run', {}, 'audio'],
    ['auto, where pocketsphinx is missing', { POCKETSPHINX_MODEL_DIR: '/nowhere' }, 'client-speech'],
    ['client-speech', { CALL_DEFAULT_MODE: 'client-speech' }, 'client-speech'],
    ['audio', { CALL_DEFAULT_MODE: 'audio' }, 'audio'],
  ])('follows CALL_DEFAULT_MODE: %s', async (_, env, mode) => {
    const response = await startWebCall(env);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ transport: { mode: string } }>().transport.mode).toBe(mode);
  });
});

describe('audio calls without their engines', () => {
  it('fail to start, naming the setting to change', async () => {
    const response = await startWebCall({ POCKETSPHINX_MODEL_DIR: '/nowhere', CALL_DEFAULT_MODE: 'audio' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/POCKETSPHINX_MODEL_DIR/);
  });
});
