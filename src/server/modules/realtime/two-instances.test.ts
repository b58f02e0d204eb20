import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { logStream } from '../../test/log-capture';
import { signedInSocket, socketUrl, subscribe, type TestSocket } from '../../test/socket-client';
import { liveFixtures } from '../../test/live-fixtures';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { startS3TestServer } from '../../test/s3-test-server';

const redisUrl = process.env.TEST_REDIS_URL;
// The smallest valid PNG: uploads are checked by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Two API instances on one PostgreSQL database, one Redis and one S3 bucket, as behind a load balancer: a
 * student's socket on instance A hears what happens through instance B, a file uploaded through one is served by
 * the other, a rate limit counts requests on both, and a scheduled job runs once however many instances poll.
 */
describe.skipIf(!redisUrl || !postgresUrl)(
  'two instances, one database, one Redis, one bucket (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let bDatabase: Database;
    let b: FastifyInstance;
    let admin: TestUser;
    let prof: TestUser;
    let f: ReturnType<typeof liveFixtures>;
    let s3: Awaited<ReturnType<typeof startS3TestServer>>;
    const sockets: TestSocket[] = [];
    const onB = (options: Parameters<TestApp['request']>[0]) => {
      const { token, headers, ...rest } = options;
      return b.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };

    beforeAll(async () => {
      s3 = await startS3TestServer('masar-two-instances');
      a = await createTestApp({ env: { REDIS_URL: redisUrl!, ...s3.env } });
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
          request: onB,
        },
        { admin, prof },
      );
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await b?.close();
      await bDatabase?.close();
      await a?.close();
      await s3?.close();
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

    it('a file uploaded through B is served by A from the shared bucket', async () => {
      expect(a.config.storage.kind).toBe('s3');
      const student = await buildUser(a, 'student');
      const boundary = 'masar-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await onB({
        method: 'POST',
        url: `/api/users/${student.user.id}/avatar`,
        token: student.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const { avatar_url } = upload.json<{ avatar_url: string }>();
      const served = await a.request({ method: 'GET', url: avatar_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('a rate limit counts the requests made on both instances', async () => {
      const student = await buildUser(a, 'student');
      const limit = a.config.rateLimits.loginPerAccount.max;
      const login = (n: number) =>
        (n % 2 === 0 ? a.request : onB)({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: student.user.email, password: 'not-the-password' },
        });
      for (let n = 0; n < limit; n++) expect((await login(n)).statusCode).toBe(401);
      // Half the attempts went to each instance; either one now refuses the next.
      expect((await login(0)).statusCode).toBe(429);
      expect((await login(1)).statusCode).toBe(429);
    });

    it('a scheduled job runs once when both instances poll at the same moment', async () => {
      const ran = new Map<string, number>();
      for (const app of [a.app, b]) {
        app.ctx.jobs.define({
          name: 'test.two-instances',
          handler: async ({ payload }) => {
            const n = String((payload as { n: number }).n);
            ran.set(n, (ran.get(n) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        });
      }
      for (let n = 0; n < 30; n++) await a.ctx.jobs.enqueue(a.ctx.db, 'test.two-instances', { n });

      // The live reminder, a real recurring job: an approved session an hour away with one seat sold.
      const session = await f.approved({ scheduledAt: new Date(Date.now() + 3 * 60 * 60_000).toISOString() });
      const student = await buildUser(a, 'student');
      expect((await f.fund(student.user.id, 1000)).statusCode).toBe(200);
      expect((await f.buy(student, session.id)).statusCode).toBe(200);
      const now = new Date(Date.now() + 2 * 60 * 60_000 + 30 * 60_000);

      const [onA, onBRun] = await Promise.all([a.ctx.jobs.runDue({ now }), b.ctx.jobs.runDue({ now })]);
      expect(onA.failed + onBRun.failed).toBe(0);
      expect(ran.size).toBe(30);
      expect([...ran.values()].every((count) => count === 1)).toBe(true);
      const reminders = await a.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(eq(notifications.userId, student.user.id), eq(notifications.type, 'live_session_reminder')),
        );
      expect(reminders).toHaveLength(1);
    });
  },
);
