import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, newAccount, type TestApp } from '../../../test/test-app.ts';

// These tests run with the shipped defaults: 30 attempts per IP and 10 per email and address in 15 minutes.
const DEFAULTS = { AUTH_RATE_LIMIT_PER_IP: '30', AUTH_RATE_LIMIT_PER_EMAIL: '10' };

describe.each(DATABASE_KINDS)('sign-in and sign-up rate limits on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const attempt = (app: TestApp, url: string, payload: object, remoteAddress = '203.0.113.7') =>
    app.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('limits attempts on one email from one address, with a retry hint, without locking the owner out', async () => {
    t = await createTestApp(kind, DEFAULTS);
    const account = newAccount();
    expect((await attempt(t, '/user/signup', account)).statusCode).toBe(201);
    // Ten wrong passwords from one address use up that address's attempts on this email.
    for (let i = 0; i < 10; i += 1) {
      const response = await attempt(
        t,
        '/user/signin',
        { email: account.email, password: `wrong ${i}` },
        '198.51.100.66',
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await attempt(
      t,
      '/user/signin',
      { email: account.email, password: account.password },
      '198.51.100.66',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, elsewhere, still signs in with the right password.
    const owner = await attempt(t, '/user/signin', { email: account.email, password: account.password }, '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    // Another email from the limited address is unaffected.
    const other = newAccount();
    expect((await attempt(t, '/user/signup', other, '198.51.100.66')).statusCode).toBe(201);
  });

  it('counts the email after normalising it', async () => {
    t = await createTestApp(kind, { ...DEFAULTS, AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    const email = `limit.${kind}@example.com`;
    await attempt(t, '/user/signin', { email, password: 'wrong password' });
    await attempt(t, '/user/signin', { email: ` ${email.toUpperCase()} `, password: 'wrong password' });
    const limited = await attempt(t, '/user/signin', {
      email: `Limit.${kind}@Example.com`,
      password: 'wrong password',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('limits attempts from one address across emails and auth routes', async () => {
    t = await createTestApp(kind, DEFAULTS);
    for (let i = 0; i < 30; i += 1) {
      const url = i % 3 === 0 ? '/user/signup' : '/user/signin';
      const body = i % 3 === 0 ? newAccount() : { email: `nobody${i}.${kind}@example.com`, password: 'wrong password' };
      const response = await attempt(t, url, body);
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await attempt(t, '/user/signup', newAccount());
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // Malformed bodies count too: the per-address limit runs before the body is read.
    const malformed = await attempt(t, '/user/signin', { nothing: true });
    expect(malformed.statusCode).toBe(429);
    // A different address still gets in.
    expect((await attempt(t, '/user/signup', newAccount(), '203.0.113.99')).statusCode).toBe(201);
  });

  it('limits every route per address per minute', async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '5' });
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/user/me' })).statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/user/me' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many requests\. Please wait \d+ seconds and try again\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
