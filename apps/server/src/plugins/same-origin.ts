import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Normalised origin (default ports dropped), or null for anything that is not a URL, such as "null". */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The host name a request was sent to (no port, no IPv6 brackets), or null if it is not a host. */
function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** Names that can only mean this machine, or an address: no one else's DNS can point them here. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Without PUBLIC_URL the server knows no name of its own, so it answers only to an address or
 * `localhost`. A page on a domain the attacker controls, re-pointed at this machine (DNS
 * rebinding), would otherwise be same-origin with the app and could read and post freely.
 * With PUBLIC_URL set, any Host is served (proxies may rewrite it); origins are checked below.
 */
export const hostCheckPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string | undefined }) => {
    if (options.publicOrigin) return;
    app.addHook('onRequest', async (request) => {
      const hostname = hostnameOf(request.host);
      if (hostname === null || !isLocalHostname(hostname)) {
        throw new AppError(
          'misdirected',
          'This server answers only at its address or localhost; to serve it under a domain name, set PUBLIC_URL',
        );
      }
    });
  },
  { name: 'host-check' },
);

/**
 * Refuses state-changing requests sent by another site's pages to the cookie-authenticated app
 * API. Browsers always send `Origin` on such requests; clients that are not browsers send none and
 * are let through (they cannot ride on a user's cookie). SameSite=Lax on the session cookie is the
 * second line. The platform API is not covered: it authenticates with bearer keys, which another
 * site's page cannot borrow, so an `Authorization` header proves nothing on the app's routes.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string | undefined }) => {
    const allowed = (request: FastifyRequest) =>
      options.publicOrigin ?? originOf(`${request.protocol}://${request.host}`);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const refused =
        origin === undefined
          ? request.headers['sec-fetch-site'] === 'cross-site'
          : originOf(origin) === null || originOf(origin) !== allowed(request);
      if (refused) {
        throw AppError.forbidden('Cross-origin requests are not allowed; use the app from its own address');
      }
    });
  },
  { name: 'same-origin' },
);
