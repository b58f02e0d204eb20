import { sql } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_RESTARTING } from '../../../contract/realtime';
import { buildApp } from '../../app';
import { createLocalStorage } from '../../plugins/storage';
import { buildStudent, createTestApp, openTestDatabase, testConfig, type TestApp } from '../../test/helper';
import { logStream } from '../../test/log-capture';
import { signedInSocket, socketUrl } from '../../test/socket-client';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('liveness and readiness', () => {
  it('GET /api/health answers while the process runs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', uptime: expect.any(Number) });
  });

  it('GET /api/ready checks the database, the migrations and the storage (Redis only when configured)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok' },
    });
  });

  it('answers probes that arrive together with one check', async () => {
    const ping = vi.spyOn(t.ctx.database, 'ping');
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => t.request({ method: 'GET', url: '/api/ready' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(ping.mock.calls.length).toBeLessThan(10);
    } finally {
      ping.mockRestore();
    }
  });

  it('is 503 naming the migration check while this version’s migrations are not all applied', async () => {
    const [last] = (
      await t.ctx.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'Not ready: migrations',
        checks: { database: 'ok', migrations: 'failed', redis: 'not configured', storage: 'ok' },
      });
    } finally {
      await t.ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is 503 naming the storage when uploads cannot be written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'masar-ready-'));
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file where the uploads folder should be');
    const db = await openTestDatabase();
    const app = await buildApp(testConfig({ DATA_DIR: dir }), {
      database: db.database,
      storage: createLocalStorage(path.join(blocked, 'uploads')),
      logStream,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'Not ready: storage',
        checks: { storage: 'failed', database: 'ok' },
      });
    } finally {
      await app.close();
      await db.database.close();
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('logs', () => {
  it('carry the request id and never a bearer token, a cookie, a file grant in a URL or a secret-named field', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'masar-logs-'));
    const db = await openTestDatabase();
    const app = await buildApp(testConfig({ DATA_DIR: dir, LOG_LEVEL: 'info' }), {
      database: db.database,
      logStream: stream,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/courses/1/files/2?t=eyJhbGciOiJIUzI1NiJ9.grant.signature&download=1',
        headers: {
          authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret.token',
          cookie: 'masar_rt=refresh-secret',
          'x-request-id': 'probe-42',
        },
      });
      expect(res.headers['x-request-id']).toBe('probe-42');
      const mine = lines
        .map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string } })
        .filter((l) => l.reqId === 'probe-42');
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine[0]!.req?.url).toBe('/api/courses/1/files/2?t=[redacted]&download=1');
      // A secret-named field of any logged object is censored; the caller's objects are left as they were.
      const body = { email: 'probe@masar.test', password: 'hunter2-secret', newPassword: 'other-secret' };
      const err = Object.assign(new Error('probe failure'), { token: 'token-secret' });
      const keys = { apiKey: 'key-secret', secretAccessKey: 's3-secret' };
      app.log.warn({ body, err, keys, accessToken: 'access-secret' }, 'probe line');
      const probe = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'probe line');
      expect(probe.body).toEqual({
        email: 'probe@masar.test',
        password: '[redacted]',
        newPassword: '[redacted]',
      });
      expect(probe.err).toMatchObject({ type: 'Error', message: 'probe failure', token: '[redacted]' });
      expect(probe.err.stack).toContain('probe failure');
      expect(probe.keys).toEqual({ apiKey: '[redacted]', secretAccessKey: '[redacted]' });
      expect(probe.accessToken).toBe('[redacted]');
      expect(body.password).toBe('hunter2-secret');
      expect(err.token).toBe('token-secret');
      const all = lines.join('\n');
      for (const secret of [
        'grant.signature',
        'secret.token',
        'refresh-secret',
        'hunter2-secret',
        'other-secret',
        'token-secret',
        'key-secret',
        's3-secret',
        'access-secret',
      ])
        expect(all).not.toContain(secret);
    } finally {
      await app.close();
      await db.database.close();
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses readiness, and closes sockets with the restart code', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'masar-shutdown-'));
    const db = await openTestDatabase();
    const config = testConfig({ DATA_DIR: dir });
    config.passwordHash = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
    const app = await buildApp(config, { database: db.database, logStream });
    await app.ready();
    const student = await buildStudent({ ...t, app, ctx: app.ctx, config });
    const url = await socketUrl(app);
    const socket = await signedInSocket(url, student.token);
    const port = (app.server.address() as { port: number }).port;

    // An avatar upload whose body is still arriving when the shutdown starts.
    const boundary = 'masar-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, PNG, tail]);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `/api/users/${student.user.id}/avatar`,
          headers: {
            authorization: `Bearer ${student.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, head.length + 10));
      setTimeout(() => req.end(body.subarray(head.length + 10)), 400);
    });
    await new Promise((r) => setTimeout(r, 150));

    const started = Date.now();
    const closing = app.close();
    expect(await socket.closed).toBe(WS_CLOSE_RESTARTING);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' }).catch(() => null);
    if (ready) expect(ready.statusCode).toBe(503);
    const answered = await response;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({
      avatar_url: expect.stringMatching(/^\/api\/files\/avatars\//),
    });
    await closing;
    // The kept-alive connection ended with its answer: nothing held the close open until an idle timeout.
    expect(Date.now() - started).toBeLessThan(3000);
    await db.database.close();
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });
});
