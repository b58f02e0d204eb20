import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import { professorsQuery, teacherList, teacherProfile } from '../../../contract/private-classes';
import { getTeacher, listTeachers } from './profiles.read-model';

const tags = ['professors'];

/** Under /api: teacher profiles, public. */
export const professorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/professors',
    {
      config: { access: 'public' },
      schema: { tags, querystring: professorsQuery, response: { 200: teacherList } },
    },
    (req) => listTeachers(db, req.query, req.language),
  );
  app.get(
    '/professors/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParam, response: { 200: teacherProfile, 404: errorBody } },
    },
    (req) => getTeacher(db, req.params.id, req.language),
  );
};
