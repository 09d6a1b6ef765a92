import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/databases.ts';
import { captureLogs } from '../test/log-capture.ts';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../test/test-app.ts';

describe.each(DATABASE_KINDS)('the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('reports health once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives every response a request id and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Plain HTTP (no https PUBLIC_URL): no HSTS, no upgrade of asset requests to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it.each([
    ['GET', '/user/me'],
    ['POST', '/user/logout'],
  ] as const)('needs a session for %s %s', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in' });
  });

  describe('cross-origin requests', () => {
    it('refuses a state-changing request from another origin', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        headers: { origin: 'https://evil.example' },
        payload: newAccount(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Cross-origin requests are not allowed; use the app from its own address',
      });
    });

    it('refuses a cross-site logout that rides on the session cookie', async () => {
      const cookie = sessionCookieFrom(
        await t.app.inject({ method: 'POST', url: '/user/signup', payload: newAccount() }),
      );
      const forged = await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: { cookie, origin: 'null' },
      });
      expect(forged.statusCode).toBe(403);
      const noOriginButCrossSite = await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(noOriginButCrossSite.statusCode).toBe(403);
      // The session survived both attempts.
      expect((await t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie } })).statusCode).toBe(200);
    });

    it('accepts the same origin, with or without the default port', async () => {
      for (const origin of ['http://localhost', 'http://localhost:80']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/user/signup',
          headers: { origin, host: 'localhost' },
          payload: newAccount(),
        });
        expect(response.statusCode).toBe(201);
      }
    });

    it('lets GET requests from anywhere through to their normal answer', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('malformed requests', () => {
    it('answers bad JSON with 400 and a message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
    });

    it('answers a body over the limit with 413 and a message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request body is too large (the limit is 1024 KB)' });
    });

    it('answers a non-JSON content type with 415 and a message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a@example.com',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'Unsupported content type; send JSON with the header Content-Type: application/json',
      });
    });

    it('answers a missing body with 400 and what to send', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/user/signin' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Send email and password as a JSON object' });
    });

    it('answers a JSON body of the wrong shape with 400', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/user/signin', payload: [1, 2, 3] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Send email and password as a JSON object' });
    });

    it('refuses JSON that tries to poison prototypes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    });
  });

  describe('the web app', () => {
    it('serves index.html at / and for client-side routes', async () => {
      for (const url of ['/', '/signup', '/interview/123', '/feedback/abc?x=1']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it('caches hashed assets for a year and index.html not at all', async () => {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await t.app.inject({ method: 'GET', url: '/signup', headers: { accept: 'text/html' } });
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/nothing/here?token=secret' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /nothing/here' });
      const post = await t.app.inject({ method: 'POST', url: '/signup', headers: { accept: 'text/html' } });
      expect(post.statusCode).toBe(404);
    });
  });
});

describe('when the database fails', () => {
  it('answers 500 "Internal Server Error" with no details, logs it with the request id, and health says 503', async () => {
    const logs = captureLogs();
    const t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      await t.database.close();
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signin',
        payload: { email: 'someone@example.com', password: 'whatever password' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
      const requestId = response.headers['x-request-id'];
      const logged = logs.lines.find((line) => line.msg === 'request failed');
      expect(logged).toMatchObject({ level: 50, reqId: requestId, err: { message: expect.any(String) } });

      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable' });
    } finally {
      await t.app.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, emails, cookies or query strings', async () => {
    const logs = captureLogs();
    const t = await createTestApp('pglite', { LOG_LEVEL: 'trace' }, { logStream: logs.stream });
    try {
      const account = newAccount({ password: 'very secret password' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/user/signup?token=query-secret',
        payload: account,
      });
      const cookie = sessionCookieFrom(created);
      await t.app.inject({ method: 'GET', url: '/user/me', headers: { cookie } });
      t.app.log.info({ email: account.email, user: { email: account.email, password: account.password } }, 'probe');

      const text = logs.text();
      expect(text).toContain('"msg":"probe"');
      expect(text).toContain('/user/signup');
      for (const secret of [account.password, account.email, cookie.split('=')[1]!, 'query-secret']) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

/** A Content-Security-Policy header as directive → sources. */
function cspOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('public configuration', () => {
  it('tells the web app which sign-in and voice options exist, without a session', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        googleClientId: null,
        voice: {
          available: true,
          provider: 'mockingbird',
          publicKey: expect.stringMatching(/^pk_[0-9a-f]{48}$/),
          apiBaseUrl: null,
          interviewGeneratorWorkflowId: '5f0c1b9e-8d3a-4a8e-9b4f-2c6d7e8f9a01',
          generationAvailable: true,
          defaultMode: 'auto',
          audioAvailable: true,
        },
      });
      expect(response.headers['content-security-policy']).not.toContain('accounts.google.com');
    } finally {
      await t.close();
    }
  });

  it('keeps the policy strict without Vapi: the own origin for scripts (AudioWorklets too) and connections', async () => {
    const t = await createTestApp('pglite');
    try {
      const csp = cspOf((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['worker-src']).toBeUndefined();
      expect(csp['media-src']).toBeUndefined();
      expect(JSON.stringify(csp)).not.toContain('daily.co');
    } finally {
      await t.close();
    }
  });

  it("names the call socket's wss origin beside 'self' when PUBLIC_URL is set", async () => {
    const t = await createTestApp('pglite', { PUBLIC_URL: 'https://mockingbird.example.com' });
    try {
      const csp = cspOf((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'wss://mockingbird.example.com']);
    } finally {
      await t.close();
    }
  });

  it("points the web app at Vapi's cloud when VAPI_PUBLIC_KEY is set, and lets Daily's calls through", async () => {
    const t = await createTestApp('pglite', {
      VAPI_PUBLIC_KEY: 'vapi-public-key',
      VAPI_WORKFLOW_ID: 'vapi-workflow-id',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/config' });
      expect(response.json()).toEqual({
        googleClientId: null,
        voice: {
          available: true,
          provider: 'vapi',
          publicKey: 'vapi-public-key',
          apiBaseUrl: 'https://api.vapi.ai',
          interviewGeneratorWorkflowId: 'vapi-workflow-id',
          generationAvailable: true,
          defaultMode: 'auto',
          audioAvailable: true,
        },
      });
      const csp = cspOf(response.headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co']);
      expect(csp['script-src']).toEqual(["'self'", 'https://c.daily.co']);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['media-src']).toEqual(["'self'", 'blob:']);
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
    } finally {
      await t.close();
    }
  });

  it("says creating interviews by voice is unavailable on Vapi's cloud without VAPI_WORKFLOW_ID", async () => {
    const t = await createTestApp('pglite', {
      VAPI_PUBLIC_KEY: 'vapi-public-key',
      VAPI_API_BASE_URL: 'https://vapi-proxy.example.com/api/',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/config' });
      const { voice } = response.json<{ voice: Record<string, unknown> }>();
      expect(voice).toMatchObject({
        provider: 'vapi',
        apiBaseUrl: 'https://vapi-proxy.example.com/api',
        generationAvailable: false,
        generationReason: expect.stringContaining('set VAPI_WORKFLOW_ID'),
      });
      expect(voice).not.toHaveProperty('interviewGeneratorWorkflowId');
      expect(cspOf(response.headers['content-security-policy'])['connect-src']).toContain(
        'https://vapi-proxy.example.com',
      );
    } finally {
      await t.close();
    }
  });

  it('says when audio calls cannot run here, naming what to install or set', async () => {
    const t = await createTestApp('pglite', { POCKETSPHINX_MODEL_DIR: '/nowhere' });
    try {
      const { voice } = (await t.app.inject({ method: 'GET', url: '/config' })).json<{
        voice: Record<string, unknown>;
      }>();
      expect(voice).toMatchObject({ available: true, provider: 'mockingbird', audioAvailable: false });
      expect(voice.audioUnavailableReason).toMatch(/pocketsphinx-en-us/);
      expect(voice.audioUnavailableReason).toMatch(/POCKETSPHINX_MODEL_DIR/);
    } finally {
      await t.close();
    }
  });

  it('names the Google client and lets its sign-in script run when configured', async () => {
    const t = await createTestApp('pglite', { GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/config' });
      expect(response.json()).toMatchObject({ googleClientId: 'abc.apps.googleusercontent.com' });
      expect(response.headers['content-security-policy']).toContain(
        "script-src 'self' https://accounts.google.com/gsi/client",
      );
    } finally {
      await t.close();
    }
  });
});
