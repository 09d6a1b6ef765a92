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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's pages. Browsers always send `Origin` on
 * such requests; clients that are not browsers send none and are let through (they cannot ride on
 * a user's cookie). SameSite=Lax on the session cookie is the second line.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { publicOrigin: string | undefined }) => {
    const allowed = (request: FastifyRequest) =>
      options.publicOrigin ?? originOf(`${request.protocol}://${request.host}`);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // Platform API calls authenticate with a bearer key, which another site's page cannot borrow.
      if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
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
