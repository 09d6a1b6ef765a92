import { interviewListResponseSchema, type Feedback } from '@mockingbird/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/databases.ts';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { UserReadCache } from './read-cache.ts';

describe('UserReadCache', () => {
  it("keeps answers per user and key, and forgets only the changed user's", () => {
    const cache = new UserReadCache({ active: true });
    cache.set('ann', 'a', Buffer.from('1'), cache.stamp());
    cache.set('ann', 'b', Buffer.from('2'), cache.stamp());
    cache.set('ben', 'a', Buffer.from('3'), cache.stamp());
    expect([
      cache.get('ann', 'a')?.toString(),
      cache.get('ann', 'b')?.toString(),
      cache.get('ben', 'a')?.toString(),
    ]).toEqual(['1', '2', '3']);
    cache.invalidate('ann');
    expect([
      cache.get('ann', 'a')?.toString(),
      cache.get('ann', 'b')?.toString(),
      cache.get('ben', 'a')?.toString(),
    ]).toEqual([undefined, undefined, '3']);
  });

  it("does not keep an answer read while the user's data was changing", () => {
    const cache = new UserReadCache({ active: true });
    const stamp = cache.stamp();
    cache.invalidate('ann');
    cache.set('ann', 'a', Buffer.from('read before the change landed'), stamp);
    expect(cache.get('ann', 'a')?.toString()).toBeUndefined();
    // Another user's change does not matter.
    const later = cache.stamp();
    cache.invalidate('ben');
    cache.set('ann', 'a', Buffer.from('fresh'), later);
    expect(cache.get('ann', 'a')?.toString()).toBe('fresh');
  });

  it('holds a bounded number of answers per user and a bounded size in all, least recently read first out', () => {
    const cache = new UserReadCache({ active: true, maxBytes: 48, maxEntriesPerUser: 2 });
    for (const key of ['a', 'b', 'c']) cache.set('ann', key, Buffer.from('x'), cache.stamp());
    expect([
      cache.get('ann', 'a')?.toString(),
      cache.get('ann', 'b')?.toString(),
      cache.get('ann', 'c')?.toString(),
    ]).toEqual([undefined, 'x', 'x']);

    const ten = '0123456789';
    for (const user of ['ben', 'cat', 'dan', 'eve']) cache.set(user, 'a', Buffer.from(ten), cache.stamp());
    expect(cache.get('ben', 'a')?.toString()).toBe(ten); // ben is now read more recently than ann and cat
    cache.set('fay', 'a', Buffer.from(ten), cache.stamp());
    expect(cache.get('ann', 'b')?.toString()).toBeUndefined();
    expect(cache.get('cat', 'a')?.toString()).toBeUndefined();
    for (const user of ['ben', 'dan', 'eve', 'fay']) expect(cache.get(user, 'a')?.toString(), user).toBe(ten);
  });

  it("ignores its own announcements coming back, and acts on other processes'", () => {
    const cache = new UserReadCache({ active: true });
    cache.set('ann', 'a', Buffer.from('1'), cache.stamp());
    cache.heard(`${cache.origin} ann`);
    expect(cache.get('ann', 'a')?.toString()).toBe('1');
    cache.heard('another-process ann');
    expect(cache.get('ann', 'a')?.toString()).toBeUndefined();
  });

  it('answers nothing and keeps nothing while inactive, and starts empty when active again', () => {
    const cache = new UserReadCache({ active: true });
    cache.set('ann', 'a', Buffer.from('1'), cache.stamp());
    cache.setActive(false);
    expect(cache.get('ann', 'a')?.toString()).toBeUndefined();
    cache.set('ann', 'a', Buffer.from('1'), cache.stamp());
    cache.setActive(true);
    expect(cache.get('ann', 'a')?.toString()).toBeUndefined();
  });

  it('keeps nothing that a read threw', async () => {
    const cache = new UserReadCache({ active: true });
    await expect(cache.answer('ann', 'a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.answer('ann', 'a', async () => ({ ok: true }))).toString()).toBe('{"ok":true}');
    expect((await cache.answer('ann', 'a', async () => ({ ok: false }))).toString()).toBe('{"ok":true}');
  });
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.each(DATABASE_KINDS)('the read cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await until(() => t.app.readCache.active);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const list = async (app: FastifyInstance, user: SignedUpUser) => {
    const response = await app.inject({
      method: 'GET',
      url: `/interview/user/${user.user._id}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return interviewListResponseSchema.parse(response.json());
  };
  const generate = (app: FastifyInstance, user: SignedUpUser, role: string) =>
    app.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: user.cookie },
      payload: { role, type: 'technical', level: 'mid', amount: 3, techstack: 'Go', userId: user.user._id },
    });

  it("answers a user's repeated reads from memory until their interviews or feedback change", async () => {
    const user = await signUpUser(t.app);
    await generate(t.app, user, 'First');
    const read = vi.spyOn(t.app.repositories.interviews, 'listSummaries');
    for (let i = 0; i < 3; i += 1) expect((await list(t.app, user)).interviews).toHaveLength(1);
    expect(read).toHaveBeenCalledTimes(1);

    await generate(t.app, user, 'Second');
    expect((await list(t.app, user)).interviews.map((i) => i.role)).toEqual(['Second', 'First']);
    expect(read).toHaveBeenCalledTimes(2);

    const [second] = (await list(t.app, user)).interviews;
    const report = await t.app.inject({
      method: 'POST',
      url: '/interview/feedback',
      headers: { cookie: user.cookie },
      payload: {
        interviewId: second!._id,
        userId: user.user._id,
        transcript: [
          { role: 'assistant', content: 'Tell me about Go.', timestamp: '2026-01-01T10:00:00Z' },
          { role: 'user', content: 'I use goroutines and channels every day.', timestamp: '2026-01-01T10:00:09Z' },
        ],
      },
    });
    const feedback = report.json<Feedback>();
    expect((await list(t.app, user)).interviews[0]!.latestFeedback).toEqual({
      _id: feedback._id,
      totalScore: feedback.totalScore,
      createdAt: feedback.createdAt,
    });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("keeps one user's answers from another", async () => {
    const ann = await signUpUser(t.app);
    const ben = await signUpUser(t.app);
    await generate(t.app, ann, 'Ann only');
    expect((await list(t.app, ann)).interviews).toHaveLength(1);
    expect((await list(t.app, ben)).interviews).toHaveLength(0);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/interview/user/${ann.user._id}`,
      headers: { cookie: ben.cookie },
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('the read cache across processes, on PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    // A second server process on the same database: its own caches and its own listener.
    other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
    await until(() => t.app.readCache.active && other.readCache.active);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const roles = async (app: FastifyInstance, user: SignedUpUser) => {
    const response = await app.inject({
      method: 'GET',
      url: `/interview/user/${user.user._id}`,
      headers: { cookie: user.cookie },
    });
    return interviewListResponseSchema.parse(response.json()).interviews.map((i) => i.role);
  };

  it("hears another process's writes: its answers change within moments", async () => {
    const user = await signUpUser(t.app);
    expect(await roles(t.app, user)).toEqual([]);
    const created = await other.inject({
      method: 'POST',
      url: '/interview/generate',
      headers: { cookie: user.cookie },
      payload: { role: 'Elsewhere', type: 'mixed', level: 'senior', amount: 3, techstack: 'Go', userId: user.user._id },
    });
    expect(created.statusCode).toBe(201);
    const waited = await until(async () => (await roles(t.app, user)).length === 1, 2000);
    console.info(`a write in another process reached this one's read cache after ${waited} ms`);
  });

  it('reads the database while it cannot listen, and caches again once it listens', async () => {
    const user = await signUpUser(t.app);
    const read = vi.spyOn(t.app.repositories.interviews, 'listSummaries');
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => !t.app.readCache.active);
    await roles(t.app, user);
    await roles(t.app, user);
    expect(read).toHaveBeenCalledTimes(2);
    await until(() => t.app.readCache.active);
    await roles(t.app, user);
    await roles(t.app, user);
    expect(read).toHaveBeenCalledTimes(3);
    read.mockRestore();
  });
});
