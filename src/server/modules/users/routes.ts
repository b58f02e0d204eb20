import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody } from '../../../contract/common';
import {
  AVATAR_MAX_BYTES,
  avatarResponse,
  createUserBody,
  listUsersQuery,
  updateUserBody,
  user,
  userList,
} from '../../../contract/users';
import { badRequest } from '../../errors';
import { assertSelfOrAdmin } from '../../plugins/access';
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
    async (request, reply) => reply.status(201).send(await users.createUserByAdmin(ctx, request.body)),
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
};

export default usersRoutes;
