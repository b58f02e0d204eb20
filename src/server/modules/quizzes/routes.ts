import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  adminQuizzesQuery,
  answersBody,
  attemptResults,
  attemptScore,
  courseQuizList,
  deleteQuizResult,
  pendingQuizzesCount,
  professorCourses as professorCoursesBody,
  professorResults as professorResultsBody,
  myQuizzesQuery,
  professorResultsQuery,
  quiz,
  quizBody,
  quizPage,
  quizOverview as quizOverviewBody,
  quizPatch,
  rejectQuizBody,
  savedAnswers,
  startAttemptBody,
  startedAttempt,
} from '../../../contract/quizzes';
import { currentUser } from '../../plugins/access';
import { saveAnswers, startAttempt, submitAttempt } from './attempts';
import { createQuiz, deleteQuiz, updateQuiz } from './authoring';
import { professorCourses } from './professor-courses.read-model';
import { getAttemptResults, professorResults } from './results.read-model';
import { approveQuiz, pendingQuizzesCount as countPending, rejectQuiz } from './review';
import { getQuiz, listAdminQuizzes, listMyQuizzes } from './staff-quizzes.read-model';
import { listCourseQuizzes, quizOverview } from './student-quizzes';

const tags = ['quizzes'];
const professor = { access: ['professor'] } as const;
const professorOrAdmin = { access: ['professor', 'admin'] } as const;
const admin = { access: ['admin'] } as const;
const student = { access: ['student'] } as const;
const signedIn = { access: 'user' } as const;
const refusals = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Under /api/quizzes: authoring, review, taking and results. */
export const quizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;

  // ── Professors ──
  app.get(
    '/professor/courses',
    { config: professor, schema: { tags, response: { 200: professorCoursesBody } } },
    (req) => professorCourses(db, currentUser(req)),
  );
  app.post(
    '/',
    {
      config: { ...professor, changesCounts: 'admins' },
      schema: { tags, body: quizBody, response: { 201: quiz, ...refusals } },
    },
    async (req, reply) => reply.status(201).send(await createQuiz(db, currentUser(req), req.body)),
  );
  app.get(
    '/my-quizzes',
    { config: professor, schema: { tags, querystring: myQuizzesQuery, response: { 200: quizPage } } },
    (req) => listMyQuizzes(db, currentUser(req), req.query, req.language),
  );
  app.get(
    '/professor/results',
    {
      config: professorOrAdmin,
      schema: {
        tags,
        querystring: professorResultsQuery,
        response: { 200: professorResultsBody, 404: errorBody },
      },
    },
    (req) => professorResults(db, currentUser(req), req.query),
  );
  app.get(
    '/:id',
    { config: professorOrAdmin, schema: { tags, params: idParam, response: { 200: quiz, ...refusals } } },
    (req) => getQuiz(db, currentUser(req), req.params.id, req.language),
  );
  app.put(
    '/:id',
    {
      config: { ...professorOrAdmin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: quizPatch, response: { 200: quiz, ...refusals } },
    },
    (req) => updateQuiz(db, currentUser(req), req.params.id, req.body),
  );
  app.delete(
    '/:id',
    {
      config: { ...professorOrAdmin, changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 200: deleteQuizResult, ...refusals } },
    },
    (req) => deleteQuiz(db, currentUser(req), req.params.id),
  );

  // ── Admins ──
  app.get(
    '/admin/quizzes',
    { config: admin, schema: { tags, querystring: adminQuizzesQuery, response: { 200: quizPage } } },
    (req) => listAdminQuizzes(db, req.query, req.language),
  );
  app.patch(
    '/admin/quizzes/:id/approve',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 200: quiz, ...refusals } },
    },
    (req) => approveQuiz(db, currentUser(req), req.params.id),
  );
  app.patch(
    '/admin/quizzes/:id/reject',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, body: rejectQuizBody, response: { 200: quiz, ...refusals } },
    },
    (req) => rejectQuiz(db, currentUser(req), req.params.id, req.body.reason),
  );

  // ── Students ──
  app.get(
    '/courses/:id/quizzes',
    { config: signedIn, schema: { tags, params: idParam, response: { 200: courseQuizList, ...refusals } } },
    (req) => listCourseQuizzes(db, currentUser(req), req.params.id),
  );
  app.get(
    '/:id/overview',
    { config: signedIn, schema: { tags, params: idParam, response: { 200: quizOverviewBody, ...refusals } } },
    (req) => quizOverview(db, currentUser(req), req.params.id),
  );
  app.post(
    '/attempts/start',
    {
      config: student,
      schema: {
        tags,
        body: startAttemptBody,
        response: { 200: startedAttempt, 201: startedAttempt, ...refusals },
      },
    },
    async (req, reply) => {
      const { created, body } = await startAttempt(ctx, currentUser(req), req.body.quizId);
      return reply.status(created ? 201 : 200).send(body);
    },
  );
  app.put(
    '/attempts/:id/answers',
    {
      config: student,
      schema: { tags, params: idParam, body: answersBody, response: { 200: savedAnswers, ...refusals } },
    },
    (req) => saveAnswers(db, currentUser(req), req.params.id, req.body.answers),
  );
  app.post(
    '/attempts/:id/submit',
    {
      config: student,
      schema: { tags, params: idParam, body: answersBody, response: { 200: attemptScore, ...refusals } },
    },
    (req) => submitAttempt(db, currentUser(req), req.params.id, req.body.answers),
  );
  app.get(
    '/attempts/:id/results',
    { config: signedIn, schema: { tags, params: idParam, response: { 200: attemptResults, ...refusals } } },
    (req) => getAttemptResults(db, currentUser(req), req.params.id),
  );
};

/** Under /api/admin: the sidebar's count of quizzes waiting for review. */
export const quizCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pending-quizzes-count',
    { config: admin, schema: { tags, response: { 200: pendingQuizzesCount } } },
    () => countPending(app.ctx.db),
  );
};
