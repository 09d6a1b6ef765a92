import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { SESSION_CACHE_TTL_MS } from '../../plugins/sessions.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../test/test-app.ts';

describe.each(DATABASE_KINDS)('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const signUp = (body: object) => t.app.inject({ method: 'POST', url: '/user/signup', payload: body });
  const signIn = (body: object) => t.app.inject({ method: 'POST', url: '/user/signin', payload: body });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/user/me', headers: cookie ? { cookie } : {} });

  it('signs up, knows who is signed in, logs out, and then forgets', async () => {
    const account = newAccount({ email: `  Mixed.Case.${kind}@Example.COM ` });
    const created = await signUp(account);
    expect(created.statusCode).toBe(201);
    const user = created.json<{ _id: string; name: string; email: string }>();
    expect(user).toEqual({ _id: expect.any(String), name: account.name, email: `mixed.case.${kind}@example.com` });

    const setCookie = created.cookies.find((c) => c.name === 'mb_session');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(setCookie?.secure).toBeUndefined();
    const cookie = sessionCookieFrom(created);

    const who = await me(cookie);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(user);

    const out = await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'mb_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in' });
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const account = newAccount();
    const created = await signUp(account);
    const token = created.cookies.find((c) => c.name === 'mb_session')!.value;
    const { _id } = created.json<{ _id: string }>();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, _id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, _id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it('accepts a bare logout with a JSON content type and no body', async () => {
    const cookie = sessionCookieFrom(await signUp(newAccount()));
    const out = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });

  it('signs in with the right password, case-insensitively on the email', async () => {
    const account = newAccount();
    await signUp(account);
    const response = await signIn({ email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: account.name, email: account.email });
    expect((await me(sessionCookieFrom(response))).statusCode).toBe(200);
  });

  it('refuses a duplicate email with 409', async () => {
    const account = newAccount();
    expect((await signUp(account)).statusCode).toBe(201);
    const again = await signUp({ ...account, name: 'Someone Else', email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('keeps one account when the same email signs up twice at once', async () => {
    const account = newAccount();
    const results = await Promise.all([signUp(account), signUp(account), signUp(account)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
  });

  it('explains mismatched passwords next to confirmPassword', async () => {
    const response = await signUp(newAccount({ password: 'abcdefgh1', confirmPassword: 'abcdefgh2' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Passwords do not match',
      issues: [{ path: ['confirmPassword'], message: 'Passwords do not match' }],
    });
  });

  it.each([
    [{ name: '' }, ['name'], 'Name is required'],
    [{ name: 'x'.repeat(81) }, ['name'], 'Name must be at most 80 characters'],
    [{ email: 'not-an-email' }, ['email'], 'Enter a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, ['password'], 'Password must be at least 8 characters'],
    [
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      ['password'],
      'Password must be at most 128 characters',
    ],
  ])('validates sign-up field %o', async (override, path, message) => {
    const response = await signUp(newAccount(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('lists every problem of an empty sign-up at once', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string[] }[] }>();
    expect(body.issues.map((issue) => issue.path[0]).sort()).toEqual(['confirmPassword', 'email', 'name', 'password']);
    expect(body.message).toContain('Name is required');
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const account = newAccount();
    await signUp(account);
    const wrongPassword = await signIn({ email: account.email, password: 'not the password' });
    const unknownEmail = await signIn({ email: `nobody.${kind}@example.com`, password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
      expect(response.cookies.find((c) => c.name === 'mb_session')).toBeUndefined();
    }
  });

  it('spends similar time on a wrong password and an unknown email', async () => {
    const account = newAccount();
    await signUp(account);
    const time = async (email: string) => {
      const started = performance.now();
      await signIn({ email, password: 'not the password' });
      return performance.now() - started;
    };
    // Warm both paths (the decoy hash is made on first use), then compare medians.
    await time(account.email);
    await time(`warm.${kind}@example.com`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(account.email));
      unknown.push(await time(`nobody${i}.${kind}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Without the decoy, an unknown email answers in about 1 ms against tens of ms for argon2.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('expires sessions, and slides the expiry of sessions in use', async () => {
    const created = await signUp(newAccount());
    const cookie = sessionCookieFrom(created);
    const { _id } = created.json<{ _id: string }>();
    const day = 24 * 60 * 60 * 1000;

    // A session in the second half of its 30 days is renewed to a full term on use.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * day) })
      .where(eq(sessions.userId, _id));
    const renewed = await me(cookie);
    expect(renewed.statusCode).toBe(200);
    const renewedCookie = renewed.cookies.find((c) => c.name === 'mb_session');
    expect(renewedCookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, _id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);

    // A fresh session is not rewritten on every request.
    expect((await me(cookie)).cookies.find((c) => c.name === 'mb_session')).toBeUndefined();

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, _id));
    // A change made behind this process's back is seen once its cached copy of the session is stale.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_TTL_MS });
    try {
      const expired = await me(cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: 'Please sign in' });
      expect(expired.cookies.find((c) => c.name === 'mb_session')?.value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a made-up session token', async () => {
    const response = await me('mb_session=made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in' });
  });

  it('needs a session for logout', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/user/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in' });
  });
});

describe('session cookie in production', () => {
  it('is Secure when NODE_ENV=production', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production' });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', payload: newAccount() });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'mb_session')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
