import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody, pageQuery } from '../../../contract/common';
import {
  comment,
  commentBody,
  commentList,
  professorCommentList,
  replyBody,
} from '../../../contract/courses';
import { currentUser } from '../../plugins/access';
import { listComments, professorComments } from './comments.read-model';
import { addComment, deleteComment, replyToComment } from './service';

const commentParams = z.object({
  id: z.coerce.number().int().positive(),
  commentId: z.coerce.number().int().positive(),
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
      config: { access: 'user' },
      schema: {
        tags,
        params: idParam,
        body: commentBody,
        response: { 201: comment, 403: errorBody, 404: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addComment(db, currentUser(req), req.params.id, req.body)),
  );
  app.post(
    '/:id/comments/:commentId/replies',
    {
      config: { access: ['professor', 'admin'] },
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
      config: { access: 'user' },
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
        querystring: pageQuery.extend({ courseId: z.coerce.number().int().positive().optional() }),
        response: { 200: professorCommentList },
      },
    },
    (req) => professorComments(app.ctx.db, currentUser(req), req.query),
  );
};
