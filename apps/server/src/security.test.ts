import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PROXY = '10.0.0.2';

describe('client addresses behind a proxy', () => {
  it('takes the address the trusted proxy saw, so rotating X-Forwarded-For does not escape rate limits', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/user/me',
        remoteAddress: PROXY,
        // The client wrote the first entry; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has its own allowance.
    const other = await t.app.inject({
      method: 'GET',
      url: '/user/me',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('trusts X-Forwarded-For only from the listed proxy addresses', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: `${PROXY}`, RATE_LIMIT_PER_MINUTE: '2' });
    // A client talking to the server directly cannot pose as others.
    for (let i = 0; i < 2; i += 1) {
      const direct = await t.app.inject({
        method: 'GET',
        url: '/user/me',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(direct.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/user/me',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('same-origin check on cookie routes', () => {
  it('is not skipped by an Authorization header: a bearer key means nothing on the app API', async () => {
    t = await createTestApp('pglite');
    const cookie = sessionCookieFrom(
      await t.app.inject({ method: 'POST', url: '/user/signup', payload: newAccount() }),
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { cookie, origin: 'https://evil.example', authorization: 'Bearer junk' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers CORS preflights for the platform API only, never reflecting an origin for app routes', async () => {
    t = await createTestApp('pglite');
    const preflight = (url: string) =>
      t!.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    for (const url of ['/user/signin', '/user/logout', '/interview/feedback', '/interview/generate']) {
      const response = await preflight(url);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    for (const url of ['/assistant', '/call/web', '/call/5f0c1b9e-8d3a-4a8e-9b4f-2c6d7e8f9a01', '/workflow']) {
      const response = await preflight(url);
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe('https://evil.example');
    }
  });
});

describe('host names without PUBLIC_URL (DNS rebinding)', () => {
  it('answers only at an address or localhost, and says how to serve a domain name', async () => {
    t = await createTestApp('pglite');
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', 'app.localhost', '192.168.1.20']) {
      const response = await t.app.inject({ method: 'GET', url: '/health', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
    for (const host of ['evil.example:3000', 'evil.example', 'localhost.evil.example']) {
      const response = await t.app.inject({ method: 'GET', url: '/config', headers: { host } });
      expect(response.statusCode, host).toBe(421);
      expect(response.json()).toEqual({
        message:
          'This server answers only at its address or localhost; to serve it under a domain name, set PUBLIC_URL',
      });
    }
    // A page rebound to this machine cannot post either.
    const post = await t.app.inject({
      method: 'POST',
      url: '/user/signup',
      headers: { host: 'evil.example:3000', origin: 'http://evil.example:3000' },
      payload: newAccount(),
    });
    expect(post.statusCode).toBe(421);
  });

  it('serves any host name once PUBLIC_URL names the site, and checks origins against it', async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://mockingbird.example.com' });
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { host: 'internal-name:3000' } });
    expect(health.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/user/signup',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: newAccount(),
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/user/signup',
      headers: { origin: 'https://mockingbird.example.com' },
      payload: newAccount(),
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('response headers', () => {
  it('keeps API answers out of caches and limits browser features to the microphone', async () => {
    t = await createTestApp('pglite');
    const cookie = sessionCookieFrom(
      await t.app.inject({ method: 'POST', url: '/user/signup', payload: newAccount() }),
    );
    const answers = [
      await t.app.inject({ method: 'GET', url: '/health' }),
      await t.app.inject({ method: 'GET', url: '/config' }),
      await t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/user/me' }),
      await t.app.inject({ method: 'GET', url: '/assistant' }),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
      expect(response.headers['permissions-policy']).toContain('microphone=(self)');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    }
    // The web app's files keep their own caching: hashed assets forever, the page revalidated.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('URLs the router cannot read', () => {
  it("answer 400 or 414 in the app's error shape", async () => {
    t = await createTestApp('pglite');
    const badUtf8 = await t.app.inject({ method: 'GET', url: '/interview/get/%ED%A0%80' });
    expect(badUtf8.statusCode).toBe(400);
    expect(badUtf8.json()).toEqual({
      message: 'The URL is not valid: a part of its path is not properly encoded text',
    });
    const long = await t.app.inject({ method: 'GET', url: `/interview/get/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'A part of the URL is too long' });
  });
});
