import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';

/**
 * Bearer keys for the platform API: the private key opens every route; the public key only
 * routes marked `publicKeyAllowed` (starting a web call from a browser).
 */
export const platformAuth = fp(
  async (app: FastifyInstance, keys: { privateKey: string; publicKey: string }) => {
    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
      const key = match?.[1]?.trim();
      if (key && key === keys.privateKey) return;
      if (key && key === keys.publicKey && request.routeOptions.config.publicKeyAllowed) return;
      throw AppError.unauthenticated(
        key === keys.publicKey
          ? 'This route needs the platform private key; the public key only starts web calls (POST /call/web)'
          : 'Invalid or missing API key: send "Authorization: Bearer <platform key>"',
      );
    });
  },
  { name: 'platform-auth' },
);
