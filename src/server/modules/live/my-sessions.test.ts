import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MY_SESSIONS_IDS_MAX } from '../../../contract/live';
import { f, get, prof, student, t, useLiveApp } from './live-test-app';

useLiveApp();

const ids = (res: { json: () => { sessions: { id: number }[] } }) => res.json().sessions.map((s) => s.id);

describe('GET /points/my-live-sessions', () => {
  it('pages what a student holds, open soonest first or past latest first, each once', async () => {
    const buyer = await student();
    const other = await student();
    await f.fund(buyer.user.id, 10_000);
    await f.fund(other.user.id, 10_000);
    const at = (days: number) => f.inMinutes(days * 24 * 60);
    const later = await f.approved({ scheduledAt: at(3), title: 'Later' });
    const soon = await f.approved({ scheduledAt: at(1), title: 'Soon' });
    const live = await f.approved({ scheduledAt: at(2), title: 'Live' });
    const ended = await f.approved({ scheduledAt: at(4), title: 'Ended' });
    const cancelled = await f.approved({ scheduledAt: at(5), title: 'Cancelled' });
    const bySection = await f.approved({ scheduledAt: at(6), title: 'By section' });
    const notHeld = await f.approved({ scheduledAt: at(7), title: 'Not held' });
    for (const s of [later, soon, live, ended, cancelled]) {
      expect((await f.buy(buyer, s.id)).statusCode).toBe(200);
    }
    expect((await f.buy(other, notHeld.id)).statusCode).toBe(200);
    // A section holding one session the student has a seat in and one they do not.
    const section = await t.ctx.db.execute<{ id: number }>(sql`
      insert into live_sections (professor_id, title, price, status)
      values (${prof.user.id}, 'Term', 500, 'approved') returning id`);
    const sectionId = section.rows[0]!.id;
    await t.ctx.db.execute(sql`
      insert into live_section_sessions (section_id, session_id)
      values (${sectionId}, ${later.id}), (${sectionId}, ${bySection.id})`);
    await t.ctx.db.execute(sql`
      insert into live_section_purchases (section_id, user_id, amount_paid)
      values (${sectionId}, ${buyer.user.id}, 500)`);
    // Cancelling refunds the seat; the session stays listed, as cancelled.
    expect((await f.move(cancelled.id, 'cancelled')).statusCode).toBe(200);
    await t.ctx.db.execute(sql`
      update live_sessions set status = 'ended', scheduled_at = now() - interval '2 days'
      where id = ${ended.id}`);
    await t.ctx.db.execute(sql`update live_sessions set status = 'live' where id = ${live.id}`);

    const all = await get('/api/points/my-live-sessions', buyer);
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toEqual([bySection.id, cancelled.id, later.id, live.id, soon.id, ended.id]);
    expect(all.json().pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    const byId = new Map(all.json().sessions.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(later.id)).toMatchObject({ source: 'session', amount_paid: 200 });
    expect(byId.get(bySection.id)).toMatchObject({ source: 'section', amount_paid: 0 });
    expect(byId.get(cancelled.id)).toMatchObject({ status: 'cancelled', source: 'session' });

    const open = await get('/api/points/my-live-sessions?when=open', buyer);
    expect(ids(open)).toEqual([soon.id, live.id, later.id, bySection.id]);
    expect(open.json().pagination.total).toBe(4);
    const past = await get('/api/points/my-live-sessions?when=past', buyer);
    expect(ids(past)).toEqual([cancelled.id, ended.id]);

    const second = await get('/api/points/my-live-sessions?when=open&limit=3&page=2', buyer);
    expect(ids(second)).toEqual([bySection.id]);
    expect(second.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const beyond = await get('/api/points/my-live-sessions?when=open&limit=3&page=5', buyer);
    expect(ids(beyond)).toEqual([]);
    expect(beyond.json().pagination).toEqual({ page: 5, limit: 3, total: 4, totalPages: 2 });

    // Which of a page's sessions the student holds: never another's.
    const among = await get(
      `/api/points/my-live-sessions?ids=${notHeld.id},${soon.id},${bySection.id}`,
      buyer,
    );
    expect(ids(among)).toEqual([bySection.id, soon.id]);
    expect(ids(await get(`/api/points/my-live-sessions?ids=${notHeld.id}`, other))).toEqual([notHeld.id]);
    expect(ids(await get('/api/points/my-live-sessions', other))).toEqual([notHeld.id]);
  });

  it('writes each held session as the session itself reads for its holder', async () => {
    const buyer = await student();
    await f.fund(buyer.user.id, 10_000);
    const uploaded = await f.approved({ scheduledAt: f.inMinutes(60), title: 'Uploaded recording' });
    const linked = await f.approved({ scheduledAt: f.inMinutes(120), title: 'Linked recording' });
    for (const s of [uploaded, linked]) expect((await f.buy(buyer, s.id)).statusCode).toBe(200);
    await t.ctx.db.execute(sql`
      update live_sessions set status = 'ended', is_recorded = true, recording_key = 'recordings/a.mp4',
        tags = '["algebra", "bac"]'::jsonb, approved_at = '2026-01-02T03:04:05.678912Z'
      where id = ${uploaded.id}`);
    await t.ctx.db.execute(sql`
      update live_sessions set is_recorded = true, recording_url = 'https://example.org/recording',
        meeting_url = 'https://meet.example.org/professors-room'
      where id = ${linked.id}`);

    const listed = (await get('/api/points/my-live-sessions', buyer)).json().sessions;
    expect(listed.map((s: { id: number }) => s.id).sort()).toEqual([uploaded.id, linked.id].sort());
    // A grant names its expiry to the second: compared without it.
    const withoutGrant = <T extends { recordingUrl: string | null }>(s: T) => ({
      ...s,
      recordingUrl: s.recordingUrl?.replace(/\?t=.*$/, '?t=') ?? null,
    });
    for (const { purchased_at, amount_paid, source, ...session } of listed) {
      const alone = await get(`/api/live-sessions/${session.id}`, buyer);
      expect(alone.statusCode).toBe(200);
      expect(withoutGrant(session)).toEqual(withoutGrant(alone.json()));
      expect({ amount_paid, source }).toEqual({ amount_paid: session.price, source: 'session' });
      expect(purchased_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const byId = new Map(listed.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(uploaded.id)).toMatchObject({
      status: 'ended',
      tags: ['algebra', 'bac'],
      approvedAt: '2026-01-02T03:04:05.678Z',
      meetingUrl: null,
      recordingUrl: expect.stringMatching(
        new RegExp(`^/api/live-sessions/${uploaded.id}/recording\\?t=${uploaded.id}\\.${buyer.user.id}\\.`),
      ),
    });
    // The meeting's address is the professor's and the admins': never in a student's list.
    expect(byId.get(linked.id)).toMatchObject({
      recordingUrl: 'https://example.org/recording',
      meetingUrl: null,
    });
  });

  it('refuses an ids filter that is not a short list of ids, and anonymous callers', async () => {
    const buyer = await student();
    for (const bad of ['x', '1,,2', '0', '1;2', Array.from({ length: MY_SESSIONS_IDS_MAX + 1 }, () => 1)]) {
      const res = await get(`/api/points/my-live-sessions?ids=${String(bad)}`, buyer);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await get('/api/points/my-live-sessions?when=soon', buyer)).statusCode).toBe(400);
    expect((await get('/api/points/my-live-sessions')).statusCode).toBe(401);
  });
});
