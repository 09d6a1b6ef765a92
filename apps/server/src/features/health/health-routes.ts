import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await options.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, message: 'The database is not reachable' });
      }
    },
  );
};
