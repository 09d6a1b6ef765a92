import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/databases.ts';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../test/test-app.ts';
import { SESSION_CACHE_TTL_MS, SessionCache } from './sessions.ts';

const tokenHashOf = (user: SignedUpUser) => createHash('sha256').update(user.cookie.split('=')[1]!).digest('hex');

describe.each(DATABASE_KINDS)('the session cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const me = (user: SignedUpUser) => t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie: user.cookie } });
  const list = (user: SignedUpUser) =>
    t.app.inject({ method: 'GET', url: `/interview/user/${user.user._id}`, headers: { cookie: user.cookie } });

  it('asks the database about a session once, not on every request', async () => {
    const user = await signUpUser(t.app);
    const findActive = vi.spyOn(t.app.repositories.sessions, 'findActive');
    for (let i = 0; i < 5; i += 1) expect((await list(user)).statusCode).toBe(200);
    expect((await me(user)).json()).toEqual(user.user);
    expect(findActive).toHaveBeenCalledTimes(1);
  });

  it('refuses a logged-out cookie at once, even right after it was used', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user)).statusCode).toBe(200);
    expect((await list(user)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    for (const response of [await me(user), await list(user)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it('accepts a session revoked by another process for at most SESSION_CACHE_TTL_MS', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user)).statusCode).toBe(200);
    // What another server process's logout does: the row goes, this process's cache does not hear of it.
    await t.app.repositories.sessions.delete(tokenHashOf(user));
    expect((await me(user)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_TTL_MS });
    expect((await me(user)).statusCode).toBe(401);
  });

  it('keeps expiry exact: a cached session is refused once it has expired', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    expect((await me(user)).statusCode).toBe(401);
  });

  it('does not remember made-up tokens', async () => {
    const findActive = vi.spyOn(t.app.repositories.sessions, 'findActive');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/user/me',
        headers: { cookie: 'mb_session=made-up' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(findActive).toHaveBeenCalledTimes(3);
  });
});

describe('SessionCache', () => {
  const entry = (id: string, now: number) => ({
    user: { id, name: id, email: `${id}@example.com` },
    expiresAt: now + 60_000,
    checkedAt: now,
  });

  it('holds at most its limit, dropping the oldest first', () => {
    const cache = new SessionCache(10_000, 2);
    const now = Date.now();
    for (const id of ['a', 'b', 'c']) cache.set(id, entry(id, now), cache.snapshot());
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)?.user.id).toBe('b');
    expect(cache.get('c', now)?.user.id).toBe('c');
  });

  it('forgets an entry after its time to live', () => {
    const cache = new SessionCache(10_000, 10);
    const now = Date.now();
    cache.set('a', entry('a', now), cache.snapshot());
    expect(cache.get('a', now + 9_999)).toBeDefined();
    expect(cache.get('a', now + 10_000)).toBeUndefined();
  });

  it('does not keep what a lookup read while a logout was under way', () => {
    const cache = new SessionCache(10_000, 10);
    const now = Date.now();
    const before = cache.snapshot();
    cache.revoke('a');
    cache.set('a', entry('a', now), before);
    expect(cache.get('a', now)).toBeUndefined();
  });
});
