import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { notify } from './service';

let t: TestApp;
let reader: TestUser;
let other: TestUser;

/** Stores one notification for the user through the service, as the live and course modules do. */
async function tell(user: TestUser, message: string) {
  await notify(t.ctx, t.ctx.db, {
    userIds: [user.user.id],
    type: 'course_approved',
    link: '/TTHCourses',
    text: () => ({ subject: message, message }),
  });
}

const list = (user: TestUser, query = '') =>
  t.request({ method: 'GET', url: `/api/notifications${query}`, token: user.token });

beforeAll(async () => {
  t = await createTestApp();
  [reader, other] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'student')]);
  await buildUser(t, 'student');
  for (let i = 1; i <= 5; i++) await tell(reader, `Reader ${i}`);
  await tell(other, 'Other 1');
  await tell(other, 'Other 2');
});

afterAll(async () => {
  await t.close();
});

describe("a user's notifications", () => {
  it("are their own, newest first, with every unread one counted, not only the page's", async () => {
    const res = await list(reader, '?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual(['Reader 5', 'Reader 4']);
    expect(body.unreadCount).toBe(5);

    // Reading one on the page and one beyond it lowers the count by two; another user's stay unread.
    const all = (await list(reader)).json().notifications as { id: number; message: string }[];
    expect(all.map((n) => n.message)).toEqual(['Reader 5', 'Reader 4', 'Reader 3', 'Reader 2', 'Reader 1']);
    for (const n of [all[0]!, all[4]!]) {
      const read = await t.request({
        method: 'PATCH',
        url: `/api/notifications/${n.id}`,
        token: reader.token,
        payload: { read: true },
      });
      expect(read.statusCode).toBe(200);
    }
    const after = (await list(reader, '?limit=2')).json();
    expect(after.notifications).toMatchObject([
      { message: 'Reader 5', read: true },
      { message: 'Reader 4', read: false },
    ]);
    expect(after.unreadCount).toBe(3);
    expect((await list(other)).json()).toMatchObject({
      notifications: [{ message: 'Other 2' }, { message: 'Other 1' }],
      unreadCount: 2,
    });
  });

  it('are an empty list with nothing unread for a user who has none', async () => {
    const none = await buildUser(t, 'student');
    const res = await list(none);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('refuse a page size out of range and an anonymous caller', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=two']) {
      const res = await list(reader, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
