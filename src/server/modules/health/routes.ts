import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';
import { notReadyResponse, readinessResponse } from '../../../contract/health';
import { checkReadiness } from './readiness';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Set when the app starts closing, so load balancers stop sending new requests before the sockets close.
  let closing = false;
  let inFlight: ReturnType<typeof checkReadiness> | null = null;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Liveness is `GET /health` (the process answers); readiness says whether it should get traffic.
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: readinessResponse, 503: notReadyResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (closing) return reply.status(503).send({ error: 'Shutting down' });
      // Single flight: probes arriving while a check runs share its answer, so hammering this public route
      // costs one database query and one storage call at a time.
      inFlight ??= checkReadiness(app.ctx).finally(() => {
        inFlight = null;
      });
      const result = await inFlight;
      if (result.ready) return { status: 'ready' as const, checks: result.checks };
      for (const { check, err } of result.failures)
        request.log.warn({ err, check }, 'readiness check failed');
      const failed = result.failures.map((f) => f.check).join(', ');
      return reply.status(503).send({ error: `Not ready: ${failed}`, checks: result.checks });
    },
  );

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
