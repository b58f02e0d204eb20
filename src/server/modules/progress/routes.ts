import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import { courseProgress, progressBody } from '../../../contract/progress';
import { currentUser } from '../../plugins/access';
import { getProgress, recordProgress } from './progress';

/** Under /api/courses: a reader's progress in a course (only for people who may open its content). */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['progress'];
  const refusals = { 401: errorBody, 403: errorBody, 404: errorBody };
  app.get(
    '/:id/progress',
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, response: { 200: courseProgress, ...refusals } },
    },
    (req) => getProgress(db, currentUser(req), req.params.id),
  );
  app.put(
    '/:id/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParam,
        body: progressBody,
        response: { 200: courseProgress, 400: errorBody, ...refusals },
      },
    },
    (req) => recordProgress(db, currentUser(req), req.params.id, req.body),
  );
};

export default progressRoutes;
