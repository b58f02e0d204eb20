import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  confirmBody,
  countResponse,
  myIndividualSessions,
  myIndividualSessionsQuery,
  payResult,
  platformPrivateClassSettings,
  privateClass,
  privateClassesQuery,
  privateClassList,
  privateClassRequestBody,
  professorPrivateClassSettings,
  reasonBody,
} from '../../../contract/private-classes';
import { currentUser } from '../../plugins/access';
import { accountKey, throttle } from '../../plugins/rate-limit';
import { sendLater } from '../notifications/index';
import type { PrivateClassContext } from './context';
import { cancel, confirm, pay, reject } from './moves';
import {
  getPrivateClass,
  listPrivateClasses,
  myIndividualSessions as mySessions,
  pendingCount,
} from './private-classes.read-model';
import { createRequest } from './requests';
import {
  getPlatformSettings,
  getProfessorSettings,
  setPlatformSettings,
  setProfessorSettings,
} from './settings';

const tags = ['private-classes'];
const moveErrors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Under /api: private classes, their settings, and the professor's pending count. */
export const privateClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: PrivateClassContext = {
    ...app.ctx,
    sendLater: (mail) => sendLater(app.ctx, mail, app.log),
  };
  const { db } = ctx;

  // ── Settings ──
  app.get(
    '/private-classes/settings',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: platformPrivateClassSettings } } },
    () => getPlatformSettings(db),
  );
  app.put(
    '/private-classes/settings',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        body: platformPrivateClassSettings,
        response: { 200: platformPrivateClassSettings, 400: errorBody },
      },
    },
    (req) => setPlatformSettings(db, req.body),
  );
  app.get(
    '/professor/private-class-settings',
    { config: { access: ['professor'] }, schema: { tags, response: { 200: professorPrivateClassSettings } } },
    (req) => getProfessorSettings(db, currentUser(req).id),
  );
  app.put(
    '/professor/private-class-settings',
    {
      config: { access: ['professor'] },
      schema: {
        tags,
        body: professorPrivateClassSettings,
        response: { 200: professorPrivateClassSettings, 400: errorBody },
      },
    },
    (req) => setProfessorSettings(db, currentUser(req).id, req.body),
  );
  app.get(
    '/professor/pending-private-classes-count',
    { config: { access: 'user' }, schema: { tags, response: { 200: countResponse } } },
    async (req) => ({ count: await pendingCount(db, currentUser(req)) }),
  );

  // ── Requests ──
  app.post(
    '/private-classes',
    {
      config: { access: ['student'], changesCounts: 'professors' },
      preHandler: [
        throttle(app, 'private-class-request', ctx.config.rateLimits.privateClassPerUser, accountKey),
      ],
      schema: {
        tags,
        body: privateClassRequestBody,
        response: { 201: privateClass, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createRequest(ctx, currentUser(req), req.body, req.language)),
  );
  app.get(
    '/private-classes',
    {
      config: { access: 'user' },
      schema: { tags, querystring: privateClassesQuery, response: { 200: privateClassList } },
    },
    (req) => listPrivateClasses(db, currentUser(req), req.query, req.language),
  );
  app.get(
    '/private-classes/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, response: { 200: privateClass, 404: errorBody } },
    },
    (req) => getPrivateClass(db, currentUser(req), req.params.id, req.language),
  );
  app.put(
    '/private-classes/:id/confirm',
    {
      config: { access: ['professor', 'admin'], changesCounts: 'professors' },
      schema: { tags, params: idParam, body: confirmBody, response: { 200: privateClass, ...moveErrors } },
    },
    (req) => confirm(ctx, currentUser(req), req.params.id, req.body, req.language),
  );
  app.put(
    '/private-classes/:id/reject',
    {
      config: { access: ['professor', 'admin'], changesCounts: 'professors' },
      schema: { tags, params: idParam, body: reasonBody, response: { 200: privateClass, ...moveErrors } },
    },
    (req) => reject(ctx, currentUser(req), req.params.id, req.body.reason, req.language),
  );
  app.post(
    '/private-classes/:id/pay',
    {
      config: { access: ['student'] },
      schema: { tags, params: idParam, response: { 200: payResult, 402: errorBody, ...moveErrors } },
    },
    (req) => pay(ctx, currentUser(req), req.params.id, req.language),
  );
  app.post(
    '/private-classes/:id/cancel',
    {
      config: { access: 'user', changesCounts: 'professors' },
      schema: { tags, params: idParam, body: reasonBody, response: { 200: privateClass, ...moveErrors } },
    },
    (req) => cancel(ctx, currentUser(req), req.params.id, req.body.reason, req.language),
  );
};

/** Under /api/points: the student's private-class sessions. */
export const privateClassPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/my-individual-live-sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['points', ...tags],
        querystring: myIndividualSessionsQuery,
        response: { 200: myIndividualSessions, 400: errorBody },
      },
    },
    (req) => mySessions(db, currentUser(req), req.query),
  );
};
