import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { WS_CLOSE_RESTARTING } from '../../../contract/realtime';
import { createBackground } from '../../plugins/background';
import { adminCounts, professorCounts } from './counts';
import { Hub } from './hub';
import { handleSocket, recheckClients, type ResolveUser } from './socket';

/**
 * `GET /api/ws`, the one socket of a page, and the fan-out: every chat, notification and counts event heard on
 * the event bus (from this instance or, through Redis, from any other) goes to this instance's sockets concerned.
 * Registered at the root (the websocket plugin must see the server), the route under `/api`.
 */
export function realtimeRoutes(options: { resolveUser: ResolveUser }): FastifyPluginAsync {
  return async (app) => {
    const { ctx } = app;
    const hub = new Hub();
    await app.register(websocket, {
      options: { maxPayload: 16 * 1024 },
      // On shutdown every socket is told this instance is restarting (1012), so the client reconnects at once
      // (through the load balancer, to another instance) instead of treating it as a failure.
      preClose(done) {
        for (const client of this.websocketServer.clients)
          client.close(WS_CLOSE_RESTARTING, 'Service restart');
        this.websocketServer.close();
        done();
      },
    });

    const stops = [
      ctx.events.on('chat.message', (e) =>
        hub.toRoom(e.roomId, { type: 'chat.message', roomId: e.roomId, message: e.message }),
      ),
      ctx.events.on('chat.deleted', (e) =>
        hub.toRoom(e.roomId, { type: 'chat.deleted', roomId: e.roomId, messageId: e.messageId }),
      ),
      ctx.events.on('notification.created', (e) =>
        hub.toUser(e.userId, { type: 'notification', notification: e.notification }),
      ),
      ctx.events.on('counts.changed', (e) =>
        e.audience === 'admins' ? refreshAdminCounts() : refreshProfessorCounts(),
      ),
    ];

    // Counts and rechecks still running: the app waits for them on close, so the database (closed after the app)
    // is not ended under their queries. Kept apart from ctx.background, which the app awaits in its own onClose:
    // this plugin's close stops its timers first.
    const running = createBackground();
    const tracked = <T>(work: Promise<T>): Promise<T> => {
      running.track(work);
      return work;
    };

    // Counted once per change on this instance, whatever the number of admin sockets; a burst of changes
    // while a count runs is followed by one more count, never by one per change.
    let counting: Promise<void> | null = null;
    let again = false;
    const refreshAdminCounts = async (): Promise<void> => {
      if (hub.withRole('admin').length === 0) return;
      if (counting) {
        again = true;
        return counting;
      }
      counting = tracked(
        (async () => {
          do {
            again = false;
            const counts = await adminCounts(ctx.db);
            hub.broadcast(hub.withRole('admin'), { type: 'counts', counts });
          } while (again);
        })(),
      ).finally(() => {
        counting = null;
      });
      return counting;
    };

    // A comment's change touches one professor's count; which one is not carried by the event, so each
    // professor connected here is counted once (one small indexed count each), whatever their sockets.
    const refreshProfessorCounts = (): Promise<void> => {
      const professors = new Set(hub.withRole('professor').map((c) => c.user!.id));
      return tracked(
        (async () => {
          for (const professorId of professors) {
            hub.toUser(professorId, { type: 'counts', counts: await professorCounts(ctx.db, professorId) });
          }
        })(),
      );
    };

    // One timer for every socket: a socket that did not answer the previous ping is dead and terminated.
    const heartbeat = setInterval(() => {
      for (const client of hub.clients) {
        if (!client.alive) {
          client.socket.terminate();
          hub.remove(client);
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }, ctx.config.realtime.pingIntervalMs);
    heartbeat.unref();

    // Access lost over HTTP (suspension, sign-out everywhere, a role or a seat gone) reaches open sockets on this
    // timer; a pass still running when the next is due is not doubled.
    let rechecking = false;
    const recheck = setInterval(() => {
      if (rechecking) return;
      rechecking = true;
      tracked(recheckClients({ ctx, hub, resolveUser: options.resolveUser }))
        .catch((err: unknown) => app.log.error({ err }, 'socket recheck failed'))
        .finally(() => {
          rechecking = false;
        });
    }, ctx.config.realtime.recheckIntervalMs);
    recheck.unref();

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      clearInterval(recheck);
      for (const stop of stops) stop();
      await running.settled();
      for (const client of [...hub.clients]) hub.remove(client);
    });

    app.route({
      method: 'GET',
      url: '/api/ws',
      // Public at the HTTP level: a browser cannot send a bearer header on an upgrade, so the socket
      // authenticates in its first message (see socket.ts). Hidden from the OpenAPI document.
      config: { access: 'public' },
      schema: { hide: true },
      // A plain GET (no upgrade) is told where it is.
      handler: (_req, reply) =>
        reply.status(426).header('upgrade', 'websocket').send({ error: 'Upgrade Required' }),
      wsHandler: (socket) =>
        handleSocket({ ctx, hub, resolveUser: options.resolveUser, log: app.log }, socket),
    });
  };
}
