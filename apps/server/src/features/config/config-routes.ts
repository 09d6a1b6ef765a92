import { appConfigSchema } from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Public settings the web app reads before sign-in: which sign-in and voice options exist. */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  app.get('/config', { config: { public: true }, schema: { response: { 200: appConfigSchema } } }, async () => ({
    googleClientId: options.config.google.clientId ?? null,
    voice: { available: false, reason: 'Voice calls are not available on this server yet.' },
  }));
};
