import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import { professorsQuery, teacherList, teacherProfile } from '../../../contract/private-classes';
import { getTeacher, listTeachers } from './profiles.read-model';

const tags = ['professors'];

/** How long a kept teachers' list or profile is served: its next free times are a minute old at most. */
export const TEACHERS_KEPT_MS = 60_000;

/** Under /api: teacher profiles, public. */
export const professorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/professors',
    {
      // Kept like the catalogue (decision 070): the same for every visitor, student and professor, dropped by
      // every write that changes a card (public-cache.ts). The offered times also move with the clock and with
      // sessions booked anywhere, so a kept list is served for a minute at most.
      config: { access: 'public', publicCache: true, publicCacheSignedIn: true },
      schema: { tags, querystring: professorsQuery, response: { 200: teacherList } },
    },
    (req) => {
      const now = new Date();
      req.publicCacheExpiresAt = now.getTime() + TEACHERS_KEPT_MS;
      return listTeachers(db, req.query, req.language, now);
    },
  );
  app.get(
    '/professors/:id',
    {
      // Kept as the list is, also for its upcoming live sessions: a session approved, moved or cancelled shows
      // within the minute (seat sales, which drop nothing, would otherwise empty the cache all day).
      config: { access: 'public', publicCache: true, publicCacheSignedIn: true },
      schema: { tags, params: idParam, response: { 200: teacherProfile, 404: errorBody } },
    },
    (req) => {
      const now = new Date();
      req.publicCacheExpiresAt = now.getTime() + TEACHERS_KEPT_MS;
      return getTeacher(db, req.params.id, req.language, now);
    },
  );
};
