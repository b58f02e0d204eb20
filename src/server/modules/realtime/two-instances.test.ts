import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { logStream } from '../../test/log-capture';
import { signedInSocket, socketUrl, subscribe, type TestSocket } from '../../test/socket-client';
import { liveFixtures } from '../../test/live-fixtures';
import type { FastifyInstance } from 'fastify';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Two API instances on one PostgreSQL database and one Redis, as behind a load balancer: a student's socket
 * on instance A hears what happens through instance B.
 */
describe.skipIf(!redisUrl || !postgresUrl)(
  'two instances, one database, one Redis (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let bDatabase: Database;
    let b: FastifyInstance;
    let admin: TestUser;
    let prof: TestUser;
    let f: ReturnType<typeof liveFixtures>;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
      bDatabase = await openDatabase({ kind: 'postgres', url: a.databaseUrl!, max: 5 });
      b = await buildApp(a.config, { database: bDatabase, logStream });
      await b.ready();
      admin = await buildUser(a, 'admin');
      prof = await buildUser(a, 'professor');
      // Every write of the fixtures goes through instance B.
      f = liveFixtures(
        {
          ...a,
          app: b,
          request: ({ token, headers, ...rest }) =>
            b.inject({
              ...rest,
              headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            }),
        },
        { admin, prof },
      );
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await b?.close();
      await bDatabase?.close();
      await a?.close();
    });

    it('a socket on A receives within 2 s a message posted on B, a notification created on B and a count change made on B', async () => {
      const session = await f.approved();
      const student = await buildUser(a, 'student');
      expect((await f.fund(student.user.id, 1000)).statusCode).toBe(200);
      expect((await f.buy(student, session.id)).statusCode).toBe(200);
      const onA = await signedInSocket(await socketUrl(a.app), student.token);
      const adminOnA = await signedInSocket(await socketUrl(a.app), admin.token);
      sockets.push(onA, adminOnA);
      const room = String(session.id);
      expect(await subscribe(onA, room)).toEqual({ type: 'subscribed', roomId: room });
      const firstCounts = await adminOnA.next('counts');

      const posted = await b.inject({
        method: 'POST',
        url: `/api/chat-messages/${room}`,
        headers: { authorization: `Bearer ${prof.token}` },
        payload: { message_text: 'Bienvenue — مرحبا' },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const started = Date.now();
      expect(await onA.next('chat.message', undefined, 2000)).toEqual({
        type: 'chat.message',
        roomId: room,
        message: posted.json(),
      });
      expect(Date.now() - started).toBeLessThan(2000);

      expect((await f.move(session.id, 'starting')).statusCode).toBe(200);
      expect((await f.move(session.id, 'live')).statusCode).toBe(200);
      const pushed = await onA.next('notification', undefined, 2000);
      expect(pushed.notification).toMatchObject({ type: 'live_session_started', sessionId: session.id });

      // Scheduling a session on B puts one more in the admins' queue: A's admin socket is told.
      const waiting = firstCounts.counts.pendingLiveSessions! + 1;
      await f.schedule();
      const counts = await adminOnA.next('counts', (m) => m.counts.pendingLiveSessions === waiting, 2000);
      expect(counts.counts).toMatchObject({ pendingCourses: 0, pendingQuizzes: 0, pendingLiveSections: 0 });
    });
  },
);
