import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idInput, idParam } from '../../../contract/common';
import {
  courseReviewHistory,
  courseRevision,
  reviewQueue as reviewQueueSchema,
  reviewQueueQuery,
  reviewRejectBody,
  submitRevisionBody,
} from '../../../contract/course-revisions';
import { courseSummary } from '../../../contract/courses';
import { currentUser } from '../../plugins/access';
import { sendStoredFile } from '../../plugins/storage';
import { sendLater } from '../notifications/index';
import { fileGrantViewer } from './access';
import { reviewHistory, reviewQueue } from './review-queue.read-model';
import { approveRevision, rejectRevision } from './revision-review';
import {
  assertRevisionReader,
  discardRevision,
  getRevision,
  getRevisionFile,
  submitRevision,
} from './revisions';

/** Revisions of approved courses and the review workspace (decision 040), under `/api/courses`. */
const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['courses'];
  const admin = { access: ['admin'] as const };
  const staff = { access: ['professor', 'admin'] as const };

  app.get(
    '/admin/review-queue',
    { config: admin, schema: { tags, querystring: reviewQueueQuery, response: { 200: reviewQueueSchema } } },
    (req) => reviewQueue(ctx.db, req.query.page, req.query.limit),
  );
  app.get(
    '/:id/revision',
    {
      config: staff,
      schema: { tags, params: idParam, response: { 200: courseRevision, 404: errorBody } },
    },
    (req) => getRevision(ctx, currentUser(req), req.params.id),
  );
  app.delete(
    '/:id/revision',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 204: z.null(), 403: errorBody, 404: errorBody } },
    },
    async (req, reply) => {
      await discardRevision(ctx, currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/revision/submit',
    {
      config: { access: ['professor'], changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: submitRevisionBody,
        response: { 200: courseRevision, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (req) => submitRevision(ctx, currentUser(req), req.params.id, req.body?.note),
  );
  app.put(
    '/:id/revision/approve',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: { tags, params: idParam, response: { 200: courseSummary, 404: errorBody, 409: errorBody } },
    },
    async (req) => {
      const { course, mail } = await approveRevision(ctx, currentUser(req), req.params.id);
      sendLater(ctx, mail, req.log);
      return course;
    },
  );
  app.put(
    '/:id/revision/reject',
    {
      config: { ...admin, changesCounts: 'admins' },
      schema: {
        tags,
        params: idParam,
        body: reviewRejectBody,
        response: { 200: courseRevision, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { revision, mail } = await rejectRevision(ctx, currentUser(req), req.params.id, req.body);
      sendLater(ctx, mail, req.log);
      return revision;
    },
  );
  app.get(
    '/:id/reviews',
    {
      config: staff,
      schema: { tags, params: idParam, response: { 200: courseReviewHistory, 404: errorBody } },
    },
    async (req) => {
      await assertRevisionReader(ctx.db, currentUser(req), req.params.id, { revision: false });
      return reviewHistory(ctx.db, req.params.id);
    },
  );
  app.get(
    '/:id/revision/files/:blockId',
    {
      compress: false,
      config: { access: 'public' },
      schema: {
        tags,
        description: "A draft revision's file, for its professor and admins (bearer token or the grant `t`).",
        params: z.object({ id: idInput, blockId: idInput }),
        querystring: z.object({ download: z.enum(['1']).optional(), t: z.string().max(2000).optional() }),
      },
    },
    async (req, reply) => {
      const viewer = req.auth ?? (await fileGrantViewer(ctx, req.query.t, req.params));
      const file = await getRevisionFile(ctx.db, viewer, req.params.id, req.params.blockId);
      const viewable = /^(application\/pdf|image\/|video\/|audio\/)/.test(file.fileType ?? '');
      return sendStoredFile(reply, ctx.storage, file.fileKey, {
        disposition: viewable && req.query.download !== '1' ? 'inline' : 'attachment',
        filename: file.fileName ?? undefined,
        range: req.headers.range,
      });
    },
  );
};

export default revisionRoutes;
