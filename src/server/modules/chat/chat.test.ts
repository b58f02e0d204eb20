import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_ROOM_NOT_FOUND, type ChatMessage } from '../../../contract/realtime';
import { chatMessages } from '../../db/schema/chat';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { liveFixtures } from '../../test/live-fixtures';

let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let otherProf: TestUser;
let f: ReturnType<typeof liveFixtures>;
let room: string;
let seated: TestUser;
let seated2: TestUser;
let otherStudent: TestUser;
let outsider: TestUser;

async function buyer(sessionId: number) {
  const student = await buildUser(t, 'student');
  expect((await f.fund(student.user.id, 1000)).statusCode).toBe(200);
  expect((await f.buy(student, sessionId)).statusCode).toBe(200);
  return student;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin');
  prof = await buildUser(t, 'professor');
  otherProf = await buildUser(t, 'professor');
  f = liveFixtures(t, { admin, prof });
  const session = await f.approved();
  const other = await f.approved();
  room = String(session.id);
  seated = await buyer(session.id);
  seated2 = await buyer(session.id);
  otherStudent = await buyer(other.id);
  outsider = await buildUser(t, 'student');
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, text: string, id = room) =>
  t.request({
    method: 'POST',
    url: `/api/chat-messages/${id}`,
    token: user.token,
    payload: { message_text: text },
  });
const list = (user: TestUser, query = '', id = room) =>
  t.request({ method: 'GET', url: `/api/chat-messages/${id}${query}`, token: user.token });
const remove = (user: TestUser, messageId: number) =>
  t.request({ method: 'DELETE', url: `/api/chat-messages/${room}/${messageId}`, token: user.token });
const unseen = (user: TestUser) =>
  t.request({ method: 'GET', url: `/api/chat-notifications/${room}`, token: user.token });
const markSeen = (user: TestUser, lastSeenMessageId: number) =>
  t.request({
    method: 'POST',
    url: `/api/chat-notifications/${room}/mark-seen`,
    token: user.token,
    payload: { lastSeenMessageId },
  });

describe('chat messages', () => {
  it('stores a message trimmed, 1 to 2,000 characters, and lists it with the author name', async () => {
    const one = await post(seated, ' a ');
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({
      roomId: room,
      userId: seated.user.id,
      userName: seated.user.name,
      text: 'a',
    });
    const longest = await post(seated, 'ب'.repeat(CHAT_MESSAGE_MAX));
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().text).toHaveLength(CHAT_MESSAGE_MAX);
    // Trimmed first: 2,000 characters with spaces around still fit.
    expect((await post(seated, `  ${'c'.repeat(CHAT_MESSAGE_MAX)}  `)).statusCode).toBe(201);

    for (const [text, error] of [
      ['', 'message_text: Write a message'],
      ['   \n\t ', 'message_text: Write a message'],
      ['d'.repeat(CHAT_MESSAGE_MAX + 1), `message_text: A message is at most ${CHAT_MESSAGE_MAX} characters`],
    ] as const) {
      const res = await post(seated, text);
      expect(res.statusCode, text.slice(0, 5)).toBe(400);
      expect(res.json()).toEqual({ error: error });
    }
    const page = await list(prof);
    expect(page.statusCode).toBe(200);
    const texts = page.json().messages.map((m: ChatMessage) => m.text.slice(0, 1));
    expect(texts).toEqual(['a', 'ب', 'c']);
  });

  it('pages from the newest: older pages with before, newer with after', async () => {
    const session = await f.approved();
    const student = await buyer(session.id);
    const id = String(session.id);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await post(student, `m${i}`, id)).json().id);
    const newest = (await list(student, '?limit=2', id)).json();
    expect(newest.messages.map((m: ChatMessage) => m.text)).toEqual(['m4', 'm5']);
    expect(newest.hasMore).toBe(true);
    const older = (await list(student, `?limit=2&before=${ids[3]}`, id)).json();
    expect(older.messages.map((m: ChatMessage) => m.text)).toEqual(['m2', 'm3']);
    expect(older.hasMore).toBe(true);
    const oldest = (await list(student, `?limit=2&before=${ids[1]}`, id)).json();
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages).toHaveLength(1);
    const caughtUp = (await list(student, `?after=${ids[2]}`, id)).json();
    expect(caughtUp.messages.map((m: ChatMessage) => m.text)).toEqual(['m4', 'm5']);
    expect(caughtUp.hasMore).toBe(true);
  });

  it('throttles a user who posts too fast (429), not the others', async () => {
    const session = await f.approved();
    const fast = await buyer(session.id);
    const calm = await buyer(session.id);
    const { max } = t.config.rateLimits.chatPerUser;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++)
      codes.push((await post(fast, `flood ${i}`, String(session.id))).statusCode);
    expect(codes).toHaveLength(max + 1);
    expect(codes.slice(0, max).every((c) => c === 201)).toBe(true);
    expect(codes[max]).toBe(429);
    expect((await post(calm, 'hello', String(session.id))).statusCode).toBe(201);
  });
});

describe('deleting', () => {
  it('lets the author delete within 5 minutes, then not; the professor and admins at any time; others never', async () => {
    const mine = (await post(seated, 'oops')).json() as ChatMessage;
    expect((await remove(seated2, mine.id)).statusCode).toBe(403);
    expect((await remove(otherProf, mine.id)).statusCode).toBe(403);
    const ok = await remove(seated, mine.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await remove(seated, mine.id)).statusCode).toBe(404);

    const old = (await post(seated, 'old')).json() as ChatMessage;
    await t.ctx.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where(eq(chatMessages.id, old.id));
    const late = await remove(seated, old.id);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ error: 'You can delete your message only in the first 5 minutes' });
    expect((await remove(prof, old.id)).statusCode).toBe(200);

    const another = (await post(seated2, 'hm')).json() as ChatMessage;
    expect((await remove(admin, another.id)).statusCode).toBe(200);
    const ids = (await list(prof)).json().messages.map((m: ChatMessage) => m.id);
    expect(ids.filter((id: number) => [mine.id, old.id, another.id].includes(id))).toHaveLength(0);
  });
});

describe('unseen counts', () => {
  it('counts what others wrote since the last seen message, per user, and never moves backwards', async () => {
    const session = await f.approved();
    const id = String(session.id);
    const a = await buyer(session.id);
    const b = await buyer(session.id);
    const get = (user: TestUser) =>
      t.request({ method: 'GET', url: `/api/chat-notifications/${id}`, token: user.token });
    const seen = (user: TestUser, last: number) =>
      t.request({
        method: 'POST',
        url: `/api/chat-notifications/${id}/mark-seen`,
        token: user.token,
        payload: { lastSeenMessageId: last },
      });
    expect((await get(a)).json()).toEqual({ unseen_count: 0, last_seen_message_id: null });
    const m1 = (await post(a, 'one', id)).json().id as number;
    const m2 = (await post(a, 'two', id)).json().id as number;
    const m3 = (await post(b, 'three', id)).json().id as number;
    expect((await get(a)).json()).toEqual({ unseen_count: 1, last_seen_message_id: null });
    expect((await get(b)).json()).toEqual({ unseen_count: 2, last_seen_message_id: null });

    expect((await seen(b, m2)).json()).toEqual({ unseen_count: 0, last_seen_message_id: m2 });
    expect((await seen(b, m1)).json()).toEqual({ unseen_count: 0, last_seen_message_id: m2 });
    await post(a, 'four', id);
    expect((await get(b)).json()).toEqual({ unseen_count: 1, last_seen_message_id: m2 });
    const incremented = await t.request({
      method: 'POST',
      url: `/api/chat-notifications/${id}/increment`,
      token: b.token,
    });
    expect(incremented.json()).toEqual({ unseen_count: 1, last_seen_message_id: m2 });
    // An id beyond the newest message marks only up to the newest.
    const newest = (await post(b, 'five', id)).json().id as number;
    expect((await seen(a, newest + 1000)).json()).toEqual({ unseen_count: 0, last_seen_message_id: newest });
    await post(b, 'six', id);
    expect((await get(a)).json()).toEqual({ unseen_count: 1, last_seen_message_id: newest });
    expect(m3).toBeLessThan(newest);
  });
});

describe('who may use a room', () => {
  it('refuses every chat call to outsiders and students of another session (403), and anonymous callers (401)', async () => {
    const message = (await post(seated, 'private')).json() as ChatMessage;
    const calls = (user?: TestUser) => [
      t.request({ method: 'GET', url: `/api/chat-messages/${room}`, token: user?.token }),
      t.request({
        method: 'POST',
        url: `/api/chat-messages/${room}`,
        token: user?.token,
        payload: { message_text: 'hi' },
      }),
      t.request({ method: 'DELETE', url: `/api/chat-messages/${room}/${message.id}`, token: user?.token }),
      t.request({ method: 'GET', url: `/api/chat-notifications/${room}`, token: user?.token }),
      t.request({
        method: 'POST',
        url: `/api/chat-notifications/${room}/mark-seen`,
        token: user?.token,
        payload: { lastSeenMessageId: message.id },
      }),
      t.request({ method: 'POST', url: `/api/chat-notifications/${room}/increment`, token: user?.token }),
    ];
    for (const user of [outsider, otherStudent, otherProf]) {
      const codes = (await Promise.all(calls(user))).map((r) => r.statusCode);
      expect(codes, user.user.name).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await Promise.all(calls())).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    for (const user of [seated, prof, admin]) expect((await unseen(user)).statusCode).toBe(200);
    expect((await markSeen(seated, message.id)).statusCode).toBe(200);
  });

  it('answers 404 for a session that does not exist, a private class room, and an unapproved session', async () => {
    for (const id of ['999999', 'pc-1']) {
      const res = await list(seated, '', id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: CHAT_ROOM_NOT_FOUND });
    }
    const unapproved = await f.schedule();
    expect((await list(seated, '', String(unapproved.id))).statusCode).toBe(404);
    expect((await list(prof, '', String(unapproved.id))).statusCode).toBe(200);
    expect((await list(seated, '', 'lobby')).statusCode).toBe(400);
  });
});
