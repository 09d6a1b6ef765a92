import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'mockingbird-test.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google's side of sign-in on loopback: a JWKS endpoint in Google's format and a signer that
 * issues ID tokens the way Google does (RS256, kid header, iss/aud/sub/email claims).
 */
export async function startGoogleStandIn() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sign(
    claims: JWTPayload & { email?: string; email_verified?: boolean | string; name?: string },
    options: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string | number; kid?: string } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? GOOGLE_ISSUER)
      .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(options.expiresIn ?? now + 3600)
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
