import { expect } from 'vitest';
import type { LiveSession, LiveSessionStatus } from '../../contract/live';
import type { TestApp, TestUser } from './helper';

/** Test factories for live sessions: schedule, approve, fund, buy, move — all through the API. */
export function liveFixtures(t: TestApp, people: { admin: TestUser; prof: TestUser }) {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  async function schedule(fields: Record<string, unknown> = {}, owner = people.prof): Promise<LiveSession> {
    const res = await t.request({
      method: 'POST',
      url: `/api/professors/${owner.user.id}/live-sessions`,
      token: owner.token,
      payload: {
        title: 'Algebra live',
        description: 'Equations',
        scheduledAt: inMinutes(24 * 60),
        duration: 60,
        maxAttendees: 50,
        price: 200,
        tags: ['math'],
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const adminPatch = (id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/live-sessions/${id}/admin`, token: people.admin.token, payload });

  async function approved(fields: Record<string, unknown> = {}, owner = people.prof) {
    const session = await schedule(fields, owner);
    const res = await adminPatch(session.id, { isApproved: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LiveSession;
  }

  const move = (id: number, status: LiveSessionStatus, owner = people.prof) =>
    t.request({ method: 'PATCH', url: `/api/live-sessions/${id}`, token: owner.token, payload: { status } });

  const fund = (userId: number, points: number) =>
    t.request({
      method: 'PUT',
      url: '/api/points/balance',
      token: people.admin.token,
      payload: { user_id: userId, points },
    });

  const buy = (student: TestUser, sessionId: number) =>
    t.request({
      method: 'POST',
      url: '/api/points/buy-live-session',
      token: student.token,
      payload: { sessionId },
    });

  const balance = async (user: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/points/balance', token: user.token })).json()
      .balance as number;

  return { inMinutes, schedule, adminPatch, approved, move, fund, buy, balance };
}
