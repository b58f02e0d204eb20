import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, messageBody } from '../../../contract/common';
import {
  chatMessage,
  chatMessageList,
  chatMessagesQuery,
  chatNotification,
  markSeenBody,
  postChatMessageBody,
  roomMessageParam,
  roomParam,
} from '../../../contract/realtime';
import { currentUser } from '../../plugins/access';
import { accountKey, throttle } from '../../plugins/rate-limit';
import { deleteMessage, listMessages, postMessage } from './messages';
import { chatNotification as unseenCount, markSeen } from './seen';

const tags = ['chat'];
const user = { access: 'user' } as const;
const refusals = { 403: errorBody, 404: errorBody } as const;

/** Under /api: a room's messages and each participant's unseen count. Who is in a room is decided in `rooms.ts`. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/chat-messages/:id',
    {
      config: user,
      schema: {
        tags,
        params: roomParam,
        querystring: chatMessagesQuery,
        response: { 200: chatMessageList, ...refusals },
      },
    },
    (req) => listMessages(ctx, currentUser(req), req.params.id, req.query),
  );
  app.post(
    '/chat-messages/:id',
    {
      config: user,
      preHandler: [throttle(app, 'chat-user', ctx.config.rateLimits.chatPerUser, accountKey)],
      schema: {
        tags,
        params: roomParam,
        body: postChatMessageBody,
        response: { 201: chatMessage, ...refusals, 429: errorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await postMessage(ctx, currentUser(req), req.params.id, req.body.message_text)),
  );
  app.delete(
    '/chat-messages/:id/:messageId',
    {
      config: user,
      schema: { tags, params: roomMessageParam, response: { 200: messageBody, ...refusals } },
    },
    async (req) => {
      await deleteMessage(ctx, currentUser(req), req.params.id, req.params.messageId);
      return { message: 'Message deleted' };
    },
  );
  app.get(
    '/chat-notifications/:id',
    { config: user, schema: { tags, params: roomParam, response: { 200: chatNotification, ...refusals } } },
    (req) => unseenCount(ctx.db, currentUser(req), req.params.id),
  );
  app.post(
    '/chat-notifications/:id/mark-seen',
    {
      config: user,
      schema: {
        tags,
        params: roomParam,
        body: markSeenBody,
        response: { 200: chatNotification, ...refusals },
      },
    },
    (req) => markSeen(ctx.db, currentUser(req), req.params.id, req.body.lastSeenMessageId),
  );
  app.post(
    '/chat-notifications/:id/increment',
    { config: user, schema: { tags, params: roomParam, response: { 200: chatNotification, ...refusals } } },
    (req) => unseenCount(ctx.db, currentUser(req), req.params.id),
  );
};

export default chatRoutes;
