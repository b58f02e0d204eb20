import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import { adminJob, adminJobsQuery, adminJobsResponse } from '../../../contract/jobs';
import { listJobs, retryJob } from './admin';

const tags = ['jobs'];

/** Under /api/admin: the scheduler's jobs, their failures, and a retry for a failed one. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/jobs',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: adminJobsQuery, response: { 200: adminJobsResponse, 400: errorBody } },
    },
    async (req) => listJobs(ctx.db, req.query),
  );
  app.post(
    '/jobs/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        params: idParam,
        response: { 200: adminJob, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => retryJob(ctx.db, req.params.id),
  );
};
