import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, PERMISSIONS_POLICY, securityHeadersPlugin } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's, with HSTS only when asked for", () => {
    const plain = helmetHeaders({ hsts: false });
    expect(plain).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(helmetHeaders({ hsts: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('go on every response, routes and not-found alike', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { hsts: false });
    app.get('/here', async () => ({ ok: true }));
    const expected = { ...helmetHeaders({ hsts: false }), 'permissions-policy': PERMISSIONS_POLICY };
    for (const url of ['/here', '/nowhere']) {
      const response = await app.inject({ url });
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
