import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

/**
 * How long /health waits for the database. A load balancer or a supervisor asks to learn, within
 * its own timeout (commonly a second or two), whether to send traffic here: a stalled database
 * must give it an answer, not a hang.
 */
export const HEALTH_DATABASE_WAIT_MS = 800;

const UNAVAILABLE = 'unavailable' as const;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal(UNAVAILABLE), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), HEALTH_DATABASE_WAIT_MS)),
      );
      const query = options.db.execute(sql`select 1`).then(
        () => 'ok' as const,
        (error: unknown) => error,
      );
      try {
        const outcome = await Promise.race([query, late]);
        if (outcome === 'ok') return { status: 'ok' as const };
        if (outcome === 'late') {
          request.log.warn({ waitedMs: HEALTH_DATABASE_WAIT_MS }, 'health check: the database did not answer in time');
          return reply.code(503).send({
            status: UNAVAILABLE,
            message: `The database did not answer within ${HEALTH_DATABASE_WAIT_MS} ms`,
          });
        }
        // `select 1` has no parameters, so the error is safe to log whole.
        request.log.error({ err: outcome }, 'health check: database unreachable');
        return reply.code(503).send({ status: UNAVAILABLE, message: 'The database is not reachable' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
