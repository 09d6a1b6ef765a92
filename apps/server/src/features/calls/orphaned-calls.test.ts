import { randomUUID, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INTERVIEWER_FIRST_MESSAGE, INTERVIEWER_SYSTEM_PROMPT, questionsAsDashList } from '@mockingbird/interview';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CallClient, listenForCalls } from '../../../test/call-client.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createScratchPostgres } from '../../../test/scratch-postgres.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { createTestApp, createWebDist } from '../../../test/test-app.ts';
import { calls, workers } from '../../db/schema.ts';

const WORKER_DIED = 'call.in-progress.error-vapifault-worker-died';

const interviewCall = {
  assistant: {
    name: 'Interviewer',
    firstMessage: INTERVIEWER_FIRST_MESSAGE,
    model: { provider: 'openai', model: 'gpt-4', messages: [{ role: 'system', content: INTERVIEWER_SYSTEM_PROMPT }] },
  },
  assistantOverrides: {
    variableValues: { questions: questionsAsDashList(['Tell me about a project.', 'How do you test?']) },
  },
};

const utterance = (role: 'user' | 'bot', message: string) => ({ role, message, time: Date.now(), secondsFromStart: 1 });

describe.each(DATABASE_KINDS)('calls orphaned by a server that stopped, on %s', (kind) => {
  it('a claimed call records the server running it, and that server beats', async () => {
    const t = await createTestApp(kind, { WORKER_HEARTBEAT_SECONDS: '1', CALL_DEFAULT_MODE: 'client-speech' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { id, client } = await platform.startCall(interviewCall, { browserSpeech: true });
      await client.opened();
      await client.waitFor('status-update', (m) => m.status === 'in-progress');
      const [call] = await t.database.db.select().from(calls).where(eq(calls.id, id));
      expect(call!.workerId).toMatch(/^[0-9a-f-]{36}$/);
      const beat = async () =>
        (await t.database.db.select().from(workers).where(eq(workers.id, call!.workerId!)))[0]?.heartbeatAt.getTime();
      const first = await beat();
      expect(first).toBeDefined();
      await expect.poll(beat, { timeout: 4000, interval: 200 }).toBeGreaterThan(first!);
      await client.close();
    } finally {
      await t.close();
    }
  });

  it('ends the calls of workers that stopped beating, keeps their utterances, and leaves live ones', async () => {
    const t = await createTestApp(kind, { WORKER_HEARTBEAT_SECONDS: '1' });
    try {
      const { db } = t.database;
      const [stale, live] = [randomUUID(), randomUUID()];
      await db.insert(workers).values([
        { id: stale, startedAt: new Date(Date.now() - 7_200_000), heartbeatAt: sql`now() - interval '1 hour'` },
        { id: live, heartbeatAt: sql`now() + interval '1 hour'` },
      ]);
      const messages = [utterance('bot', 'Hello. Are you ready?'), utterance('user', 'yes I am ready')];
      const inProgress = (workerId: string | null) => ({
        orgId: randomUUID(),
        status: 'in-progress' as const,
        mode: 'client-speech' as const,
        request: {},
        messages,
        workerId,
        startedAt: new Date(),
      });
      const rows = await db
        .insert(calls)
        .values([inProgress(stale), inProgress(randomUUID()), inProgress(null), inProgress(live)])
        .returning({ id: calls.id });
      const ids = rows.map((row) => row.id);
      const read = async () =>
        new Map(
          (await db.select().from(calls).where(inArray(calls.id, ids))).map((row) => [
            row.id,
            { status: row.status, endedReason: row.endedReason, endedAt: row.endedAt, messages: row.messages },
          ]),
        );
      // A stale worker, a worker that never registered, no worker at all: orphaned.
      await expect
        .poll(async () => [...(await read()).values()].filter((c) => c.endedReason === WORKER_DIED).length, {
          timeout: 5000,
          interval: 200,
        })
        .toBe(kind === 'pglite' ? 4 : 3);
      const after = await read();
      for (const id of ids.slice(0, 3)) {
        expect(after.get(id)).toMatchObject({ status: 'ended', endedReason: WORKER_DIED, messages });
        expect(after.get(id)!.endedAt).toBeInstanceOf(Date);
      }
      // On PostgreSQL another live server may be running the fourth; PGlite has one server only.
      expect(after.get(ids[3]!)).toMatchObject(
        kind === 'pglite' ? { status: 'ended', endedReason: WORKER_DIED, messages } : { status: 'in-progress' },
      );
      const remaining = (await db.select({ id: workers.id }).from(workers)).map((row) => row.id);
      expect(remaining).not.toContain(stale);
      if (kind === 'postgres') expect(remaining).toContain(live);
    } finally {
      await t.close();
    }
  });

  it('on a clean shutdown, its own calls end as worker-shutdown and the worker leaves', async () => {
    const t = await createTestApp(kind, { CALL_DEFAULT_MODE: 'client-speech' });
    try {
      const platform = await listenForCalls(t.app, t.config.dataDir);
      const { id, client } = await platform.startCall(interviewCall, { browserSpeech: true });
      await client.opened();
      await client.waitFor('status-update', (m) => m.status === 'in-progress');
      const [claimed] = await t.database.db.select().from(calls).where(eq(calls.id, id));
      const worker = () => t.database.db.select().from(workers).where(eq(workers.id, claimed!.workerId!));
      expect(await worker()).toHaveLength(1);
      await t.app.close();
      const [ended] = await t.database.db.select().from(calls).where(eq(calls.id, id));
      expect(ended).toMatchObject({ status: 'ended', endedReason: 'worker-shutdown' });
      expect(await worker()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

/** Starts a call on a server process and stores two answers; resolves once both are in the database. */
async function callWithTwoAnswers(server: ServerProcess, privateKey: string) {
  const publicKey = ((await (await fetch(`${server.base}/config`)).json()) as { voice: { publicKey: string } }).voice
    .publicKey;
  const response = await fetch(`${server.base}/call/web`, {
    method: 'POST',
    headers: { authorization: `Bearer ${publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(interviewCall),
  });
  expect(response.status).toBe(201);
  const { id, webCallUrl } = (await response.json()) as { id: string; webCallUrl: string };
  const client = new CallClient(webCallUrl, { browserSpeech: true });
  await client.opened();
  await client.assistantDone();
  const answers = ['yes I am ready', 'I built a checkout page with my team'];
  for (const transcript of answers) {
    client.sendJson({ type: 'client-speech.transcript', transcriptType: 'final', transcript });
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
  }
  const call = getCall(server, privateKey, id);
  await expect
    .poll(async () => (await call()).messages.filter((m) => m.role === 'user').map((m) => m.message), {
      timeout: 5000,
      interval: 100,
    })
    .toEqual(answers);
  return { id, client, answers };
}

function getCall(server: ServerProcess, privateKey: string, id: string) {
  return async () => {
    const response = await fetch(`${server.base}/call/${id}`, { headers: { authorization: `Bearer ${privateKey}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      status: string;
      endedReason?: string;
      endedAt?: string;
      messages: { role: string; message: string }[];
    };
  };
}

describe('fault drill: kill -9 in the middle of a call', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const keys = () => ({
    PLATFORM_PRIVATE_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
    PLATFORM_PUBLIC_KEY: `pk_test_${randomBytes(16).toString('hex')}`,
  });
  const track = (server: ServerProcess) => {
    cleanups.push(() => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      return server.exited;
    });
    return server;
  };
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: createWebDist(),
    CALL_DEFAULT_MODE: 'client-speech',
  });

  it('on PGlite: after a restart on the same data, the call has ended as orphaned with its utterances', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-kill9-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const settings = { ...env(dataDir), ...keys() };
    const first = track(await startServerProcess(settings));
    const { id, client, answers } = await callWithTwoAnswers(first, settings.PLATFORM_PRIVATE_KEY);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await client.whenClosed();

    const second = track(await startServerProcess(settings));
    const call = await getCall(second, settings.PLATFORM_PRIVATE_KEY, id)();
    expect(call).toMatchObject({ status: 'ended', endedReason: WORKER_DIED });
    expect(call.endedAt).toBeDefined();
    expect(call.messages.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(answers);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it('on PostgreSQL: another server ends the call once the killed one has missed its heartbeats', async () => {
    const database = await createScratchPostgres();
    cleanups.push(() => database.drop());
    const shared = { DATABASE_URL: database.url, WORKER_HEARTBEAT_SECONDS: '1', ...keys() };
    const [doomed, survivor] = await Promise.all([
      startServerProcess({ ...env(mkdtempSync(path.join(os.tmpdir(), 'mb-kill9-'))), ...shared }).then(track),
      startServerProcess({ ...env(mkdtempSync(path.join(os.tmpdir(), 'mb-kill9-'))), ...shared }).then(track),
    ]);
    const { id, client, answers } = await callWithTwoAnswers(doomed, shared.PLATFORM_PRIVATE_KEY);
    const call = getCall(survivor, shared.PLATFORM_PRIVATE_KEY, id);
    // A live worker's call is left alone however many sweeps run.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await call()).status).toBe('in-progress');

    doomed.child.kill('SIGKILL');
    const killedAt = performance.now();
    await client.whenClosed();
    await expect.poll(async () => (await call()).status, { timeout: 8000, interval: 100 }).toBe('ended');
    const endedAfterMs = performance.now() - killedAt;
    const ended = await call();
    expect(ended.endedReason).toBe(WORKER_DIED);
    expect(ended.messages.filter((m) => m.role === 'user').map((m) => m.message)).toEqual(answers);
    // Three missed beats of one second, plus at most one sweep interval.
    expect(endedAfterMs).toBeGreaterThan(1500);
    expect(endedAfterMs).toBeLessThan(6000);
    console.info(`kill -9 drill on PostgreSQL: the call ended ${Math.round(endedAfterMs)} ms after the kill`);
  }, 60_000);
});
