import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, pageQuery } from '../../../contract/common';
import {
  adminUser,
  adminUserOverview,
  auditList,
  AVATAR_MAX_BYTES,
  avatarResponse,
  RESET_LINK_SENT,
  setRoleBody,
  suspendBody,
  createUserBody,
  listUsersQuery,
  updateUserBody,
  user,
  userList,
} from '../../../contract/users';
import { badRequest } from '../../errors';
import { assertSelfOrAdmin, currentUser } from '../../plugins/access';
import * as admin from './admin-actions';
import { adminOverview } from './admin-overview.read-model';
import * as users from './service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/',
    {
      config: { access: ['admin'] },
      schema: { tags: ['users'], querystring: listUsersQuery, response: { 200: userList } },
    },
    async (request) => users.listUsers(ctx.db, request.query),
  );

  app.post(
    '/',
    {
      config: { access: ['admin'] },
      schema: { tags: ['users'], body: createUserBody, response: { 201: user, 409: errorBody } },
    },
    async (request, reply) =>
      reply.status(201).send(await users.createUserByAdmin(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], params: idParam, response: { 200: user, 404: errorBody } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      return users.toUserDto(await users.getUser(ctx.db, request.params.id));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        params: idParam,
        body: updateUserBody,
        response: { 200: user, 404: errorBody },
      },
    },
    async (request) => {
      const actor = assertSelfOrAdmin(request, request.params.id);
      return users.updateUser(ctx, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], params: idParam, response: { 200: messageBody, 404: errorBody } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      await users.deleteUser(ctx, request.params.id);
      return { message: 'User deleted' };
    },
  );

  app.post(
    '/:id/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: avatarResponse, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'avatar') throw badRequest('avatar: An image file is required');
      const data = await part.toBuffer();
      return { avatar_url: await users.setAvatar(ctx, request.params.id, data) };
    },
  );

  // The admin's account management: overview, role, suspension, reset link and the audit trail.
  app.get(
    '/:id/overview',
    {
      config: { access: ['admin'] },
      schema: { tags: ['users'], params: idParam, response: { 200: adminUserOverview, 404: errorBody } },
    },
    async (request) => adminOverview(ctx.db, request.params.id),
  );

  app.put(
    '/:id/role',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        params: idParam,
        body: setRoleBody,
        response: { 200: adminUser, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => admin.changeRole(ctx, currentUser(request), request.params.id, request.body.role),
  );

  app.post(
    '/:id/suspend',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        params: idParam,
        body: suspendBody,
        response: { 200: adminUser, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => admin.suspendUser(ctx, currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/:id/reactivate',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        params: idParam,
        response: { 200: adminUser, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => admin.reactivateUser(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/:id/password-reset',
    {
      config: { access: ['admin'] },
      schema: { tags: ['users'], params: idParam, response: { 200: messageBody, 404: errorBody } },
    },
    async (request) => {
      const send = await admin.sendResetLink(ctx, currentUser(request), request.params.id);
      ctx.background.track(
        send().catch((err: unknown) => request.log.error({ err }, 'password reset mail failed')),
      );
      return { message: RESET_LINK_SENT };
    },
  );

  app.get(
    '/:id/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        params: idParam,
        querystring: pageQuery,
        response: { 200: auditList, 404: errorBody },
      },
    },
    async (request) => admin.auditOf(ctx, request.params.id, request.query),
  );
};

export default usersRoutes;
