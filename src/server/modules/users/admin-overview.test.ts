import { describe, expect, it } from 'vitest';
import {
  admin,
  approvedCourse,
  fund,
  get,
  post,
  prof,
  student,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

/** An approved live session of the fixtures' professor, through the API. */
async function approvedSession(price: number): Promise<number> {
  const created = await post(
    `/api/professors/${prof.user.id}/live-sessions`,
    {
      title: 'Algebra live',
      description: 'Equations',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
      maxAttendees: 10,
      price,
    },
    prof.token,
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const approved = await t.request({
    method: 'PATCH',
    url: `/api/live-sessions/${id}/admin`,
    token: admin.token,
    payload: { isApproved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

describe('GET /users/{id}/overview', () => {
  it('shows the balance and the courses and live seats the account bought, newest first', async () => {
    const first = await approvedCourse(300);
    const second = await approvedCourse(200);
    const session = await approvedSession(150);
    expect((await fund(student.user.id, 1000)).statusCode).toBe(200);
    for (const courseId of [first, second]) {
      const bought = await post('/api/points/buy-course', { courseId }, student.token);
      expect(bought.statusCode, bought.body).toBe(200);
    }
    const seat = await post('/api/points/buy-live-session', { sessionId: session }, student.token);
    expect(seat.statusCode, seat.body).toBe(200);

    const res = await get(`/api/users/${student.user.id}/overview`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: student.user.id, suspended_at: null });
    expect(body.balance).toBe(1000 - 300 - 200 - 150);
    expect(body.transactions_url).toBe(`/admin/point-transactions?user_id=${student.user.id}`);
    expect(body.courses.total).toBe(2);
    expect(body.courses.items).toHaveLength(2);
    expect(body.courses.items.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(body.courses.items[0]).toMatchObject({ title: 'Cours', price_paid: 200 });
    expect(body.live_sessions.total).toBe(1);
    expect(body.live_sessions.items).toEqual([
      expect.objectContaining({ id: session, title: 'Algebra live', amount_paid: 150, refunded: false }),
    ]);
    // The ledger link's filter answers with this account's rows only.
    const ledger = (await get(`/api/points/transactions?user_id=${student.user.id}`, admin.token)).json();
    expect(ledger.pagination.total).toBeGreaterThanOrEqual(4);
    expect(ledger.transactions.every((r: { user_id: number }) => r.user_id === student.user.id)).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await get(`/api/users/${student.user.id}/overview`, student.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${student.user.id}/overview`, prof.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${student.user.id}/overview`)).statusCode).toBe(401);
  });
});
