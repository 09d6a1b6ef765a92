import { appConfigSchema, type AppConfig } from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Public settings the web app reads before sign-in: which sign-in and voice options exist. */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config; voice: AppConfig['voice'] }> = async (
  app,
  options,
) => {
  app.get('/config', { config: { public: true }, schema: { response: { 200: appConfigSchema } } }, async () => ({
    googleClientId: options.config.google.clientId ?? null,
    voice: options.voice,
  }));
};
