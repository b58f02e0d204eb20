import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/db-health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' as const, database: app.ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ error: 'Database unavailable' });
      }
    },
  );
};

export default healthRoutes;
