import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/common';
import {
  adminDashboard,
  myStudentList,
  myStudentsQuery,
  professorDashboardStats,
  studentDashboard,
} from '../../../contract/dashboards';
import { currentUser } from '../../plugins/access';
import type { KeptAdminFigures } from './admin-figures';
import { myStudents, myStudentsCsv } from './my-students.read-model';
import { professorDashboardStats as readProfessorStats } from './professor-dashboard.read-model';
import { studentDashboard as readStudentDashboard } from './student-dashboard.read-model';

/** Under /api: each role's dashboard in one call. */
const dashboardsRoutes: FastifyPluginAsyncZod<{ adminFigures: KeptAdminFigures }> = async (
  app,
  { adminFigures },
) => {
  const { db } = app.ctx;
  const tags = ['dashboards'];
  const refusals = { 401: errorBody, 403: errorBody };

  app.get(
    '/me/dashboard',
    { config: { access: 'user' }, schema: { tags, response: { 200: studentDashboard, ...refusals } } },
    (req) => readStudentDashboard(db, currentUser(req).id),
  );
  app.get(
    '/professor/dashboard/stats',
    {
      config: { access: ['professor'] },
      schema: { tags, response: { 200: professorDashboardStats, ...refusals } },
    },
    (req) => readProfessorStats(db, currentUser(req).id),
  );
  app.get(
    '/professor/my-students',
    {
      config: { access: ['professor'] },
      schema: {
        tags,
        querystring: myStudentsQuery,
        response: { 200: myStudentList, 400: errorBody, ...refusals },
      },
    },
    (req) => myStudents(db, currentUser(req).id, req.query),
  );
  app.get(
    '/professor/my-students/export',
    {
      config: { access: ['professor'] },
      schema: {
        tags,
        querystring: myStudentsQuery.pick({ search: true }),
        response: { 200: z.string(), 400: errorBody, ...refusals },
      },
    },
    async (req, reply) => {
      const csv = await myStudentsCsv(db, currentUser(req).id, req.query.search);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="my-students.csv"')
        .send(csv);
    },
  );
  app.get(
    '/admin/dashboard',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: adminDashboard, ...refusals } } },
    () => adminFigures.read(),
  );
};

export default dashboardsRoutes;
