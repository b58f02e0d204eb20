import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import {
  markReadBody,
  notification,
  notificationList,
  notificationPreferences,
  notificationsQuery,
} from '../../../contract/notifications';
import { currentUser } from '../../plugins/access';
import * as service from './service';

/** Under /api/notifications: each user's own notifications and their email preference. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['notifications'];
  const user = { access: 'user' } as const;

  app.get(
    '/',
    { config: user, schema: { tags, querystring: notificationsQuery, response: { 200: notificationList } } },
    (req) => service.listNotifications(db, currentUser(req).id, req.query.limit),
  );
  app.post(
    '/read-all',
    { config: user, schema: { tags, response: { 200: z.object({ updated: z.number().int() }) } } },
    (req) => service.markAllRead(db, currentUser(req).id),
  );
  app.get(
    '/preferences',
    { config: user, schema: { tags, response: { 200: notificationPreferences } } },
    (req) => service.getPreferences(db, currentUser(req).id),
  );
  app.put(
    '/preferences',
    {
      config: user,
      schema: { tags, body: notificationPreferences, response: { 200: notificationPreferences } },
    },
    (req) => service.setPreferences(db, currentUser(req).id, req.body),
  );
  app.patch(
    '/:id',
    {
      config: user,
      schema: { tags, params: idParam, body: markReadBody, response: { 200: notification, 404: errorBody } },
    },
    (req) => service.markRead(db, currentUser(req).id, req.params.id),
  );
};

export default notificationsRoutes;
