import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idInput, idParam, messageBody, pageQuery } from '../../../contract/common';
import {
  comment,
  commentBody,
  commentList,
  professorCommentList,
  unansweredCommentsCount as unansweredCommentsCountBody,
  replyBody,
} from '../../../contract/courses';
import { currentUser } from '../../plugins/access';
import { listComments, professorComments, unansweredCommentsCount } from './comments.read-model';
import { addComment, deleteComment, replyToComment } from './service';
import { accountKey, throttle } from '../../plugins/rate-limit';

const commentParams = z.object({
  id: idInput,
  commentId: idInput,
});

/** Under /api/courses: a course's comments. */
export const courseCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['comments'];
  app.get(
    '/:id/comments',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParam,
        querystring: pageQuery,
        response: { 200: commentList, 404: errorBody },
      },
    },
    (req) => listComments(db, req.auth, req.params.id, req.query),
  );
  app.post(
    '/:id/comments',
    {
      config: { access: 'user', changesCounts: 'professors' },
      preHandler: [throttle(app, 'comment-user', app.ctx.config.rateLimits.commentPerUser, accountKey)],
      schema: {
        tags,
        params: idParam,
        body: commentBody,
        response: { 201: comment, 403: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addComment(db, currentUser(req), req.params.id, req.body)),
  );
  app.post(
    '/:id/comments/:commentId/replies',
    {
      config: { access: ['professor', 'admin'], changesCounts: 'professors' },
      schema: {
        tags,
        params: commentParams,
        body: replyBody,
        response: { 201: comment, 403: errorBody, 404: errorBody },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await replyToComment(db, currentUser(req), req.params.id, req.params.commentId, req.body.body)),
  );
  app.delete(
    '/:id/comments/:commentId',
    {
      config: { access: 'user', changesCounts: 'professors' },
      schema: { tags, params: commentParams, response: { 200: messageBody, 403: errorBody, 404: errorBody } },
    },
    async (req) => {
      await deleteComment(db, currentUser(req), req.params.id, req.params.commentId);
      return { message: 'Comment deleted' };
    },
  );
};

/** Under /api/comments: the professor's view across their courses. */
export const professorCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professor',
    {
      config: { access: ['professor'] },
      schema: {
        tags: ['comments'],
        querystring: pageQuery.extend({ courseId: idInput.optional() }),
        response: { 200: professorCommentList },
      },
    },
    (req) => professorComments(app.ctx.db, currentUser(req), req.query),
  );
  app.get(
    '/professor/unanswered-count',
    {
      config: { access: ['professor'] },
      schema: { tags: ['comments'], response: { 200: unansweredCommentsCountBody } },
    },
    async (req) => ({ count: await unansweredCommentsCount(app.ctx.db, currentUser(req).id) }),
  );
};
