import { eq, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE_UNAUTHORIZED } from '../../../contract/realtime';
import { users } from '../../db/schema/users';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { openSocket, signedInSocket, socketUrl, subscribe, type TestSocket } from '../../test/socket-client';
import { liveFixtures } from '../../test/live-fixtures';
import { expectErrorLogs } from '../../test/log-capture';

let t: TestApp;
let url: string;
let admin: TestUser;
let prof: TestUser;
let f: ReturnType<typeof liveFixtures>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    configure: (config) => {
      // A ping unanswered by the next one ends a socket: at 150 ms, a test process stalled that long beside CI's
      // other suites dropped a healthy bystander's socket (a .ci/run of 8281bd8); a second is still quick. The
      // auth deadline likewise: a socket's timer fires before its first message is read when this process
      // stalls past it between the two, so a second, not 300 ms.
      config.realtime = { authTimeoutMs: 1000, pingIntervalMs: 1000, recheckIntervalMs: 200 };
    },
  });
  admin = await buildUser(t, 'admin');
  prof = await buildUser(t, 'professor');
  f = liveFixtures(t, { admin, prof });
  url = await socketUrl(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const track = (s: TestSocket) => (sockets.push(s), s);
const connect = async () => track(await openSocket(url));
const signedIn = async (user: TestUser) => track(await signedInSocket(url, user.token));
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

/** A student holding a seat in `sessionId`. */
async function buyer(sessionId: number) {
  const student = await buildUser(t, 'student');
  expect((await f.fund(student.user.id, 1000)).statusCode).toBe(200);
  const res = await f.buy(student, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  return student;
}

function tokenExpiringIn(user: TestUser, seconds: number) {
  const claims = t.app.jwt.decode<{ sub: string; role: string; sv: number }>(user.token)!;
  return t.app.jwt.sign({ sub: claims.sub, role: claims.role, sv: claims.sv }, { expiresIn: seconds });
}

describe('socket authentication', () => {
  it('closes with 4401 when no auth message comes in time', async () => {
    const socket = await connect();
    const started = Date.now();
    expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(socket.received).toEqual([]);
  });

  it('closes with 4401 on a bad token, and on a first message that is not auth', async () => {
    const bad = await connect();
    bad.send({ type: 'auth', token: 'not-a-jwt' });
    const early = await connect();
    early.send({ type: 'subscribe', roomId: '1' });
    const garbage = await connect();
    garbage.send('{"type":"auth"');
    expect(await Promise.all([bad.closed, early.closed, garbage.closed])).toEqual([4401, 4401, 4401]);
    expect([...bad.received, ...early.received, ...garbage.received]).toEqual([]);
  });

  it('answers ready to a good token', async () => {
    const student = await buildUser(t, 'student');
    const socket = await signedIn(student);
    expect(socket.received[0]).toEqual({ type: 'ready', userId: student.user.id });
  });

  it('answers ready to a good token that came in time even when its check outlasts the deadline', async () => {
    const student = await buildUser(t, 'student');
    const socket = await connect();
    // The users table locked for longer than the 1 s deadline: the account's read waits for it.
    const held = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      socket.send({ type: 'auth', token: student.token });
      await new Promise((r) => setTimeout(r, 1500));
    });
    await held;
    const answer = await Promise.race([
      socket.next('ready'),
      socket.closed.then((code) => ({ type: 'closed', code })),
    ]);
    expect(answer).toEqual({ type: 'ready', userId: student.user.id });
  });

  it('closes with 4401 a socket whose auth could not be checked, instead of leaving it open', async () => {
    const student = await buildUser(t, 'student');
    const socket = await connect();
    // The account's read fails while the table is away (and is logged as the error it is).
    expectErrorLogs(1);
    await t.ctx.db.execute(sql`alter table users rename to users_away`);
    try {
      socket.send({ type: 'auth', token: student.token });
      expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    } finally {
      await t.ctx.db.execute(sql`alter table users_away rename to users`);
    }
    expect(socket.received).toEqual([]);
  });

  it('refuses an expired token, and closes an open socket with 4401 when its token expires', async () => {
    const student = await buildUser(t, 'student');
    const expired = tokenExpiringIn(student, 1);
    // A token's expiry is in whole seconds (signed at x.9, "in 2 s" is x+2: 1.1 s away), so the open socket's
    // token gets 5 s: at least 2.8 s left after the wait below (room for this process to stall before it is
    // sent), at most 3.9 s.
    const expiring = tokenExpiringIn(student, 5);
    await new Promise((r) => setTimeout(r, 1100));
    const late = await connect();
    late.send({ type: 'auth', token: expired });
    expect(await late.closed).toBe(4401);
    expect(late.received).toEqual([]);

    const open = await connect();
    open.send({ type: 'auth', token: expiring });
    await open.next('ready');
    const readyAt = Date.now();
    expect(await open.closed).toBe(4401);
    expect(Date.now() - readyAt).toBeLessThan(5000);
  });

  it('refuses a suspended account and a token from before a sign-out (old session version)', async () => {
    const suspended = await buildUser(t, 'student');
    const signedOut = await buildUser(t, 'student');
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await t.ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, signedOut.user.id));
    const a = await connect();
    a.send({ type: 'auth', token: suspended.token });
    const b = await connect();
    b.send({ type: 'auth', token: signedOut.token });
    expect(await Promise.all([a.closed, b.closed])).toEqual([4401, 4401]);
  });

  it('closes the open socket of an account an admin suspends, with 4401, without waiting for its token to expire', async () => {
    const student = await buildUser(t, 'student');
    const bystander = await buildUser(t, 'student');
    const socket = await signedIn(student);
    const other = await signedIn(bystander);
    const suspended = await t.request({
      method: 'POST',
      url: `/api/users/${student.user.id}/suspend`,
      token: admin.token,
      payload: {},
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    await settle(400);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('terminates a socket that stops answering pings', async () => {
    const student = await buildUser(t, 'student');
    const ws = new WebSocket(url, { autoPong: false });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'auth', token: student.token }));
    // Two ping intervals unanswered: the server drops the connection without a close frame (1006).
    expect(await closed).toBe(1006);
  });
});

describe('rooms', () => {
  it('refuses to subscribe a non-participant and a student of another session, and sends them nothing', async () => {
    const session = await f.approved();
    const other = await f.approved();
    const seated = await buyer(session.id);
    const otherStudent = await buyer(other.id);
    const outsider = await buildUser(t, 'student');

    const sockets = {
      seated: await signedIn(seated),
      prof: await signedIn(prof),
      admin: await signedIn(admin),
      other: await signedIn(otherStudent),
      outsider: await signedIn(outsider),
    };
    const room = String(session.id);
    expect(await subscribe(sockets.seated, room)).toEqual({ type: 'subscribed', roomId: room });
    expect(await subscribe(sockets.prof, room)).toEqual({ type: 'subscribed', roomId: room });
    expect(await subscribe(sockets.admin, room)).toEqual({ type: 'subscribed', roomId: room });
    expect(await subscribe(sockets.other, room)).toEqual({ type: 'error', code: 403, roomId: room });
    expect(await subscribe(sockets.outsider, room)).toEqual({ type: 'error', code: 403, roomId: room });
    expect(await subscribe(sockets.other, String(other.id))).toEqual({
      type: 'subscribed',
      roomId: String(other.id),
    });
    expect(await subscribe(sockets.seated, 'pc-1')).toEqual({ type: 'error', code: 403, roomId: 'pc-1' });

    const posted = await t.request({
      method: 'POST',
      url: `/api/chat-messages/${room}`,
      token: seated.token,
      payload: { message_text: '  Bonjour  ' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const message = posted.json();
    const expected = { type: 'chat.message', roomId: room, message };
    expect(await sockets.prof.next('chat.message')).toEqual(expected);
    expect(await sockets.admin.next('chat.message')).toEqual(expected);
    expect(await sockets.seated.next('chat.message')).toEqual(expected);
    expect(message.text).toBe('Bonjour');

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/chat-messages/${room}/${message.id}`,
      token: prof.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await sockets.seated.next('chat.deleted')).toEqual({
      type: 'chat.deleted',
      roomId: room,
      messageId: message.id,
    });
    await settle();
    const chatOf = (s: TestSocket) => s.received.filter((m) => m.type.startsWith('chat.'));
    expect(chatOf(sockets.other)).toHaveLength(0);
    expect(chatOf(sockets.outsider)).toHaveLength(0);

    // After unsubscribing, nothing more from the room.
    sockets.prof.send({ type: 'unsubscribe', roomId: room });
    await settle(50);
    const again = await t.request({
      method: 'POST',
      url: `/api/chat-messages/${room}`,
      token: seated.token,
      payload: { message_text: 'encore' },
    });
    expect(again.statusCode).toBe(201);
    await sockets.seated.next('chat.message', (m) => m.message.id === again.json().id);
    await settle();
    expect(chatOf(sockets.prof)).toHaveLength(2);
  });

  it('leaves a room once its seat is refunded (the session cancelled), telling the socket with a 403', async () => {
    const session = await f.approved();
    const seated = await buyer(session.id);
    const sockets = { seated: await signedIn(seated), prof: await signedIn(prof) };
    const room = String(session.id);
    expect(await subscribe(sockets.seated, room)).toEqual({ type: 'subscribed', roomId: room });
    expect(await subscribe(sockets.prof, room)).toEqual({ type: 'subscribed', roomId: room });

    const cancelled = await f.move(session.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Within one recheck interval, not at the access token's expiry (15 minutes away).
    expect(await sockets.seated.next('error')).toEqual({ type: 'error', code: 403, roomId: room });
    expect(sockets.seated.ws.readyState).toBe(WebSocket.OPEN);

    const posted = await t.request({
      method: 'POST',
      url: `/api/chat-messages/${room}`,
      token: prof.token,
      payload: { message_text: 'Séance annulée' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await sockets.prof.next('chat.message', (m) => m.message.id === posted.json().id);
    await settle(400);
    expect(sockets.seated.received.filter((m) => m.type === 'chat.message')).toHaveLength(0);
  });

  it('answers 400 to a message it does not understand, and stays open', async () => {
    const socket = await signedIn(await buildUser(t, 'student'));
    socket.send({ type: 'subscribe', roomId: 'lobby' } as never);
    expect(await socket.next('error')).toEqual({ type: 'error', code: 400 });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('notifications and counts', () => {
  it("pushes a stored notification to its user's sockets only", async () => {
    const session = await f.approved();
    const seated = await buyer(session.id);
    const bystander = await buildUser(t, 'student');
    const mine = await signedIn(seated);
    const theirs = await signedIn(bystander);
    expect((await f.move(session.id, 'starting')).statusCode).toBe(200);
    expect((await f.move(session.id, 'live')).statusCode).toBe(200);
    const pushed = await mine.next('notification');
    expect(pushed.notification).toMatchObject({
      type: 'live_session_started',
      sessionId: session.id,
      read: false,
    });
    const listed = await t.request({ method: 'GET', url: '/api/notifications', token: seated.token });
    expect(listed.json().notifications[0]).toEqual(pushed.notification);
    await settle();
    expect(theirs.received.filter((m) => m.type === 'notification')).toHaveLength(0);
  });

  it('sends admins the counts after ready and again when a count changes; others never hear them', async () => {
    const socket = await signedIn(admin);
    const first = await socket.next('counts');
    expect(Object.keys(first.counts).sort()).toEqual([
      'pendingCourses',
      'pendingLiveSections',
      'pendingLiveSessions',
      'pendingQuizzes',
    ]);
    const professorSocket = await signedIn(prof);
    const scheduled = await f.schedule();
    const next = await socket.next('counts', (m) => m !== first);
    expect(next.counts.pendingLiveSessions).toBe(first.counts.pendingLiveSessions! + 1);
    const count = await t.request({
      method: 'GET',
      url: '/api/admin/live-sessions-count',
      token: admin.token,
    });
    expect(next.counts.pendingLiveSessions).toBe(count.json().pending);

    // A refused change announces nothing.
    const before = socket.received.length;
    const refused = await f.move(scheduled.id, 'live');
    expect(refused.statusCode).toBe(409);
    await settle();
    expect(socket.received.length).toBe(before);
    // A professor hears only his own counts (comments and private-class requests waiting for him), never the
    // admins' review queues.
    const professorCounts = professorSocket.received.filter((m) => m.type === 'counts');
    expect(professorCounts).toHaveLength(1);
    expect(professorCounts.map((m) => Object.keys(m.counts))).toEqual([
      ['unansweredComments', 'pendingPrivateClasses'],
    ]);
  });
});

describe('the HTTP side of /api/ws', () => {
  it('answers a plain GET (no upgrade) with 426, and is not in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ error: 'Upgrade Required' });
    const spec = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).filter((p) => p.includes('/ws'))).toHaveLength(0);
  });
});
