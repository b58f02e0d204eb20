import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  accessQuery,
  adminLiveSessionsQuery,
  buyLiveSectionBody,
  buyLiveSessionBody,
  joinInfo,
  liveAccess,
  livePurchaseBody,
  liveSection,
  liveSectionBody,
  liveSectionDetail,
  liveSectionPurchase,
  liveSectionsQuery,
  liveSession,
  liveSessionAdminPatch,
  liveSessionBody,
  liveSessionList,
  liveSessionPatch,
  liveSessionPurchase,
  liveSessionsCount,
  liveSessionsQuery,
  myLiveSessions,
  myLiveSessionsQuery,
  pendingSectionsCount,
  sectionsPageQuery,
  rejectSectionBody,
} from '../../../contract/live';
import { badRequest, forbidden } from '../../errors';
import { currentUser } from '../../plugins/access';
import { saveUploadStream, sendStoredFile } from '../../plugins/storage';
import { sendLater } from '../notifications/index';
import { findUserById } from '../users/index';
import { assertVisible, checkAccess, sessionAccess } from './access';
import { joinSession } from './join';
import { mySessions } from './my-sessions.read-model';
import { buySection, buySession } from './purchases';
import { verifyRecordingGrant } from './recording-grant';
import {
  getSectionDetail,
  listPendingSections,
  listSections,
  pendingSectionsCount as countPendingSections,
} from './sections.read-model';
import { createSection, reviewSection } from './sections';
import {
  getSessionDto,
  getSessionRow,
  listAdminSessions,
  listProfessorSessions,
  listPublicSessions,
  liveSessionsCount as countSessions,
} from './sessions.read-model';
import { attachRecordingFile, createSession, updateSession } from './sessions';
import { announceLiveWrites } from './live-read-cache';

export const RECORDING_FOLDER = 'recordings';
const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const tags = ['live'];
const professorOrAdmin = { access: ['professor', 'admin'] } as const;
const admin = { access: ['admin'] } as const;

/** Under /api: live sessions, live sections, and their admin and professor routes. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  announceLiveWrites(app, ctx.events);

  // ── Professors' sessions ──
  app.get(
    '/professors/:id/live-sessions',
    {
      config: professorOrAdmin,
      schema: { tags, params: idParam, querystring: liveSessionsQuery, response: { 200: liveSessionList } },
    },
    (req) => {
      const viewer = currentUser(req);
      if (viewer.role !== 'admin' && viewer.id !== req.params.id)
        throw forbidden('You can only list your own sessions');
      return listProfessorSessions(ctx, viewer, req.params.id, req.query);
    },
  );
  app.post(
    '/professors/:id/live-sessions',
    {
      config: { ...professorOrAdmin, changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: liveSessionBody,
        response: { 201: liveSession, 403: errorBody, 404: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createSession(ctx, currentUser(req), req.params.id, req.body)),
  );

  // ── Sessions ──
  app.get(
    '/live-sessions',
    {
      config: { access: 'public' },
      schema: { tags, querystring: liveSessionsQuery, response: { 200: liveSessionList } },
    },
    (req) => listPublicSessions(ctx, req.auth, req.query),
  );
  app.get(
    '/live-sessions/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParam, response: { 200: liveSession, 404: errorBody } },
    },
    (req) => getSessionDto(ctx, req.auth, req.params.id),
  );
  app.patch(
    '/live-sessions/:id',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: liveSessionPatch,
        response: { 200: liveSession, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { session, mail } = await updateSession(ctx, currentUser(req), req.params.id, req.body, {
        admin: false,
      });
      sendLater(ctx, mail, req.log);
      return session;
    },
  );
  app.patch(
    '/live-sessions/:id/admin',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: liveSessionAdminPatch,
        response: { 200: liveSession, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { session, mail } = await updateSession(ctx, currentUser(req), req.params.id, req.body, {
        admin: true,
      });
      sendLater(ctx, mail, req.log);
      return session;
    },
  );
  app.post(
    '/live-sessions/:id/recording',
    {
      config: professorOrAdmin,
      schema: { tags, consumes: ['multipart/form-data'], params: idParam, response: { 200: liveSession } },
    },
    async (req) => {
      const actor = currentUser(req);
      // Checked before the upload so a stranger's file is never stored.
      const row = await getSessionRow(db, req.params.id);
      if (actor.role !== 'admin' && row.professorId !== actor.id)
        throw forbidden('You can only change your own sessions');
      const part = await req.file({ limits: { fileSize: RECORDING_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'recording') throw badRequest('recording: a video file is required');
      const saved = await saveUploadStream(ctx.storage, {
        folder: RECORDING_FOLDER,
        stream: part.file,
        allowed: ['video/mp4', 'video/webm'],
      });
      try {
        const { session, replacedKey } = await attachRecordingFile(ctx, actor, req.params.id, saved.key);
        if (replacedKey) await ctx.storage.delete(replacedKey);
        return session;
      } catch (error) {
        await ctx.storage.delete(saved.key);
        throw error;
      }
    },
  );
  app.get(
    '/live-sessions/:id/recording',
    {
      // Stored files go as they are stored: their length and byte ranges must stay exact.
      compress: false,
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Authorised by a bearer token or by the grant `t` in the recordingUrl a session response gives.',
        params: idParam,
        querystring: z.object({ t: z.string().max(500).optional() }),
      },
    },
    async (req, reply) => {
      const row = await getSessionRow(db, req.params.id);
      const grantee = req.auth ? null : verifyRecordingGrant(ctx, req.query.t, row.id);
      const viewer = req.auth ?? (grantee ? await findUserById(db, grantee) : null);
      if (!viewer) throw forbidden('Sign in to watch this recording');
      assertVisible(viewer, row);
      // The grant only names the user: their access is checked again on every request.
      if (!(await sessionAccess(db, viewer, row)).hasAccess) throw forbidden('Buy this session to watch it');
      if (!row.recordingKey) throw badRequest('This session has no uploaded recording');
      return sendStoredFile(reply, ctx.storage, row.recordingKey, {
        disposition: 'inline',
        range: req.headers.range,
      });
    },
  );
  app.post(
    '/live-sessions/:id/purchase',
    {
      config: { access: ['student'] },
      schema: {
        tags,
        params: idParam,
        body: livePurchaseBody,
        response: { 200: liveSessionPurchase, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (req) => buySession(ctx, currentUser(req), req.params.id, req.body.amount_paid),
  );
  app.get(
    '/live-sessions/:id/access',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParam,
        querystring: accessQuery,
        response: { 200: liveAccess, 403: errorBody },
      },
    },
    (req) => checkAccess(db, currentUser(req), req.params.id, req.query.student_id),
  );
  app.get(
    '/live-sessions/:id/join',
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, response: { 200: joinInfo, 403: errorBody, 409: errorBody } },
    },
    (req) => joinSession(ctx, currentUser(req), req.params.id),
  );

  // ── Admin ──
  app.get(
    '/admin/live-sessions',
    {
      config: admin,
      schema: { tags, querystring: adminLiveSessionsQuery, response: { 200: liveSessionList } },
    },
    (req) => listAdminSessions(ctx, currentUser(req), req.query),
  );
  app.get(
    '/admin/live-sessions-count',
    { config: admin, schema: { tags, response: { 200: liveSessionsCount } } },
    () => countSessions(db),
  );
  app.get(
    '/admin/live-sections/pending',
    {
      config: admin,
      schema: { tags, querystring: sectionsPageQuery, response: { 200: z.array(liveSection) } },
    },
    (req) => listPendingSections(db, req.query),
  );
  app.get(
    '/admin/live-sections/pending-count',
    { config: admin, schema: { tags, response: { 200: pendingSectionsCount } } },
    async () => ({ count: await countPendingSections(db) }),
  );
  app.put(
    '/admin/live-sections/:id/approve',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 200: liveSection, 404: errorBody } },
    },
    (req) => reviewSection(db, currentUser(req), req.params.id, { approve: true }),
  );
  app.put(
    '/admin/live-sections/:id/reject',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: rejectSectionBody,
        response: { 200: liveSection, 404: errorBody },
      },
    },
    (req) => reviewSection(db, currentUser(req), req.params.id, { approve: false, reason: req.body.reason }),
  );

  // ── Sections ──
  app.post(
    '/professor/live-sections',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: { tags, body: liveSectionBody, response: { 201: liveSection, 400: errorBody } },
    },
    async (req, reply) => reply.status(201).send(await createSection(ctx, currentUser(req), req.body)),
  );
  app.get(
    '/professor/live-sections',
    {
      config: { access: ['professor'] },
      schema: { tags, querystring: sectionsPageQuery, response: { 200: z.array(liveSection) } },
    },
    (req) => listSections(db, { ...req.query, professorId: currentUser(req).id }),
  );
  app.get(
    '/live-sections',
    {
      // The same for every caller (decision 070): kept until a section or session write, or a professor's name,
      // changes it (public-cache.ts). A page of sections with their sessions' ids (200 unless fewer are
      // asked): the slowest public list to compute as sections grow.
      config: { access: 'public', publicCache: true, publicCacheSignedIn: true },
      schema: { tags, querystring: liveSectionsQuery, response: { 200: z.array(liveSection) } },
    },
    (req) => listSections(db, { ...req.query, status: 'approved' }),
  );
  app.get(
    '/live-sections/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: idParam, response: { 200: liveSectionDetail, 404: errorBody } },
    },
    (req) => getSectionDetail(ctx, req.auth, req.params.id),
  );
};

/** Under /api/points: buying live sessions and sections with points, and the sessions a user holds. */
export const livePointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  announceLiveWrites(app, ctx.events);
  const points = ['points', 'live'];
  app.post(
    '/buy-live-session',
    {
      config: { access: ['student'] },
      schema: {
        tags: points,
        body: buyLiveSessionBody,
        response: { 200: liveSessionPurchase, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (req) => buySession(ctx, currentUser(req), req.body.sessionId),
  );
  app.post(
    '/buy-live-section',
    {
      config: { access: ['student'] },
      schema: {
        tags: points,
        body: buyLiveSectionBody,
        response: { 200: liveSectionPurchase, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (req) => buySection(ctx, currentUser(req), req.body.sectionId),
  );
  app.get(
    '/my-live-sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: points,
        querystring: myLiveSessionsQuery,
        response: { 200: myLiveSessions, 400: errorBody },
      },
    },
    (req) => mySessions(ctx, currentUser(req), req.query),
  );
};
