import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_STATUS_MOVES, liveSessionStatuses, type LiveSessionStatus } from '../../../contract/live';
import { liveSessions } from '../../db/schema/live';
import { MP4, multipartBody } from '../../test/files';
import { type TestUser } from '../../test/helper';
import { admin, f, get, otherProf, prof, student, t, useLiveApp } from './live-test-app';
import { END_OVERDUE_JOB, liveJobs } from './scheduled-tasks';
import { LIVE_READS_KEPT_MS } from './live-read-cache';

useLiveApp();

/** The path of allowed moves from `scheduled` to each status. */
const PATH_TO: Record<LiveSessionStatus, LiveSessionStatus[]> = {
  scheduled: [],
  starting: ['starting'],
  live: ['starting', 'live'],
  technical_issues: ['starting', 'technical_issues'],
  ended: ['starting', 'live', 'ended'],
  cancelled: ['cancelled'],
};

describe('scheduling', () => {
  it('a professor schedules under their own id only; the session awaits approval', async () => {
    const session = await f.schedule({ meetingUrl: 'https://meet.example.com/room' });
    expect(session).toMatchObject({
      status: 'scheduled',
      isApproved: false,
      approvedAt: null,
      attendeesCount: 0,
    });
    expect(session.meetingUrl).toBe('https://meet.example.com/room');
    const foreign = await t.request({
      method: 'POST',
      url: `/api/professors/${otherProf.user.id}/live-sessions`,
      token: prof.token,
      payload: { title: 'x', scheduledAt: f.inMinutes(60), duration: 30, maxAttendees: 5, price: 0 },
    });
    expect(foreign.statusCode).toBe(403);
    const byAdmin = await t.request({
      method: 'POST',
      url: `/api/professors/${otherProf.user.id}/live-sessions`,
      token: admin.token,
      payload: { title: 'For Haddad', scheduledAt: f.inMinutes(60), duration: 30, maxAttendees: 5, price: 0 },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().professorId).toBe(otherProf.user.id);
  });

  it('validates duration, capacity and price', async () => {
    for (const [field, value] of [
      ['duration', 14],
      ['duration', 481],
      ['maxAttendees', 0],
      ['maxAttendees', 10_001],
      ['price', -1],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/professors/${prof.user.id}/live-sessions`,
        token: prof.token,
        payload: {
          title: 'x',
          scheduledAt: f.inMinutes(60),
          duration: 60,
          maxAttendees: 5,
          price: 0,
          [field]: value,
        },
      });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}:`));
    }
  });

  it('the public sees approved sessions only, never the meeting link; the professor sees all of theirs', async () => {
    const hidden = await f.schedule({
      title: 'Not yet approved',
      meetingUrl: 'https://meet.example.com/secret',
    });
    const shown = await f.approved({ title: 'Approved one', meetingUrl: 'https://meet.example.com/secret' });
    const list = (await get('/api/live-sessions?limit=100')).json();
    const ids = list.sessions.map((s: { id: number }) => s.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(JSON.stringify(list)).not.toContain('meet.example.com/secret');
    expect((await get(`/api/live-sessions/${hidden.id}`)).statusCode).toBe(404);
    const one = (await get(`/api/live-sessions/${shown.id}`, await student())).json();
    expect(one.meetingUrl).toBeNull();
    expect(one.approvedAt).not.toBeNull();
    const mine = (await get(`/api/professors/${prof.user.id}/live-sessions?limit=100`, prof)).json();
    expect(mine.sessions.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([hidden.id, shown.id]),
    );
    expect((await get(`/api/professors/${prof.user.id}/live-sessions`, otherProf)).statusCode).toBe(403);
  });

  it('the owner edits content only while scheduled; another professor cannot edit at all', async () => {
    const s = await f.approved();
    const edit = (user: TestUser) =>
      t.request({
        method: 'PATCH',
        url: `/api/live-sessions/${s.id}`,
        token: user.token,
        payload: { title: 'New' },
      });
    expect((await edit(otherProf)).statusCode).toBe(403);
    expect((await edit(prof)).json().title).toBe('New');
    await f.move(s.id, 'starting');
    const late = await edit(prof);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('A session can be edited only while it is scheduled');
  });
});

describe('status machine', () => {
  for (const from of liveSessionStatuses) {
    for (const to of liveSessionStatuses) {
      const allowed = LIVE_STATUS_MOVES[from].includes(to);
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused with 409'}`, async () => {
        const s = await f.approved();
        for (const step of PATH_TO[from]) expect((await f.move(s.id, step)).statusCode).toBe(200);
        const res = await f.move(s.id, to);
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().status).toBe(to);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().error).toBe(`Cannot change status from ${from} to ${to}`);
        }
      });
    }
  }

  it('an unapproved session cannot start', async () => {
    const s = await f.schedule();
    const res = await f.move(s.id, 'starting');
    expect(res.statusCode).toBe(409);
  });

  it('saving to the library ends the session and marks it recorded; only from live, issues or ended', async () => {
    const s = await f.approved();
    const save = () =>
      t.request({
        method: 'PATCH',
        url: `/api/live-sessions/${s.id}`,
        token: prof.token,
        payload: { recordingUrl: 'https://video.example.com/rec.mp4' },
      });
    const early = await save();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Cannot change status from scheduled to ended');
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'ended', isRecorded: true });
  });
});

describe('recordings and counts', () => {
  it('an uploaded recording plays for holders through a grant, and for no one else', async () => {
    const s = await f.approved({ price: 0 });
    const [buyer, stranger] = await Promise.all([student(), student()]);
    await f.buy(buyer, s.id);
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    const { payload, headers } = multipartBody([{ name: 'recording', content: MP4, filename: 'r.mp4' }]);
    const up = await t.request({
      method: 'POST',
      url: `/api/live-sessions/${s.id}/recording`,
      token: prof.token,
      payload,
      headers,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ended', isRecorded: true });
    const seen = (await get(`/api/live-sessions/${s.id}`, buyer)).json();
    expect(seen.recordingUrl).toMatch(/^\/api\/live-sessions\/\d+\/recording\?t=/);
    const file = await t.request({ method: 'GET', url: seen.recordingUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect((await get(`/api/live-sessions/${s.id}`, stranger)).json().recordingUrl).toBeNull();
    expect((await get(`/api/live-sessions/${s.id}/recording`, stranger)).statusCode).toBe(403);
    // Someone else's id in a real grant breaks its signature.
    const forged = seen.recordingUrl.replace(`.${buyer.user.id}.`, `.${stranger.user.id}.`);
    expect(forged).not.toBe(seen.recordingUrl);
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('the list grants a recording to its holders only, from the page query itself', async () => {
    const s = await f.approved({ price: 0 });
    const [buyer, stranger] = await Promise.all([student(), student()]);
    await f.buy(buyer, s.id);
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    const { payload, headers } = multipartBody([{ name: 'recording', content: MP4, filename: 'r.mp4' }]);
    const up = await t.request({
      method: 'POST',
      url: `/api/live-sessions/${s.id}/recording`,
      token: prof.token,
      payload,
      headers,
    });
    expect(up.statusCode, up.body).toBe(200);
    const listed = async (viewer?: TestUser, path = '/api/live-sessions?status=ended&limit=100') => {
      const res = await get(path, viewer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().sessions.find((x: { id: number }) => x.id === s.id);
    };
    const seen = await listed(buyer);
    expect(seen.recordingUrl).toMatch(/^\/api\/live-sessions\/\d+\/recording\?t=/);
    expect((await t.request({ method: 'GET', url: seen.recordingUrl })).statusCode).toBe(200);
    expect((await listed(stranger)).recordingUrl).toBeNull();
    expect((await listed()).recordingUrl).toBeNull();
    expect((await listed(prof)).recordingUrl).toMatch(/^\/api\/live-sessions\/\d+\/recording\?t=/);
    // The unfiltered list (its own prepared statements, the viewer a parameter) holds a session still to be
    // attended: its link for the professor only, nothing for a buyer, another student or a visitor.
    const upcoming = await f.approved({ meetingUrl: 'https://meet.example.com/upcoming' });
    await f.buy(buyer, upcoming.id);
    await f.move(upcoming.id, 'starting');
    await f.move(upcoming.id, 'live');
    const unfiltered = async (viewer?: TestUser) => {
      const res = await get('/api/live-sessions?limit=100', viewer);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().sessions.find((x: { id: number }) => x.id === upcoming.id);
      expect(found, 'listed while live').toBeDefined();
      return found as { status: string; recordingUrl: string | null; meetingUrl: string | null };
    };
    for (const viewer of [buyer, stranger, undefined]) {
      expect(await unfiltered(viewer)).toMatchObject({
        status: 'live',
        meetingUrl: null,
        recordingUrl: null,
      });
    }
    expect(await unfiltered(prof)).toMatchObject({ meetingUrl: 'https://meet.example.com/upcoming' });
    // Its total (a column of the page's own statement) is what the filtered lists count for each status still
    // to be attended; a page past the last, which has no row to carry it, keeps it too.
    const totalOf = async (path: string) => {
      const res = await get(path, buyer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { sessions: unknown[]; pagination: { total: number; totalPages: number } };
    };
    let stillToCome = 0;
    for (const status of liveSessionStatuses.filter((x) => x !== 'ended' && x !== 'cancelled')) {
      stillToCome += (await totalOf(`/api/live-sessions?status=${status}`)).pagination.total;
    }
    expect(stillToCome).toBeGreaterThan(0);
    expect((await totalOf('/api/live-sessions?limit=1')).pagination).toMatchObject({
      total: stillToCome,
      totalPages: stillToCome,
    });
    const past = await totalOf(`/api/live-sessions?limit=1&page=${stillToCome + 1}`);
    expect(past.sessions).toEqual([]);
    expect(past.pagination).toMatchObject({ total: stillToCome, totalPages: stillToCome });
  });

  it('lists every session for an admin, newest first, with the approval queue and filters', async () => {
    type Page = {
      sessions: { id: number; isApproved: boolean; status: string }[];
      pagination: { total: number; totalPages: number };
    };
    const list = async (query: string) => {
      const res = await get(`/api/admin/live-sessions?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const waiting = await f.schedule();
    const approved = await f.schedule();
    await f.adminPatch(approved.id, { isApproved: true });
    const rows = await t.ctx.db
      .select({ id: liveSessions.id, isApproved: liveSessions.isApproved, status: liveSessions.status })
      .from(liveSessions)
      .orderBy(sql`${liveSessions.scheduledAt} desc, ${liveSessions.id} desc`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // Every session, one page at a time, each page carrying the whole total.
    const second = await list('limit=2&page=2');
    expect(second.sessions.map((s) => s.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
    expect(second.pagination).toMatchObject({ total: rows.length, totalPages: Math.ceil(rows.length / 2) });
    const past = await list(`limit=2&page=${Math.ceil(rows.length / 2) + 1}`);
    expect(past.sessions).toEqual([]);
    expect(past.pagination.total).toBe(rows.length);
    // The approval queue and the approved ones, apart.
    for (const [approval, isApproved, mine] of [
      ['pending', false, waiting.id],
      ['approved', true, approved.id],
    ] as const) {
      const page = await list(`approval=${approval}&limit=100`);
      const expected = rows.filter((r) => r.isApproved === isApproved).map((r) => r.id);
      expect(page.sessions.map((s) => s.id)).toEqual(expected);
      expect(page.sessions.map((s) => s.id)).toContain(mine);
      expect(page.pagination.total).toBe(expected.length);
    }
    // A status filter still filters.
    const scheduled = await list('status=scheduled&limit=100');
    expect(scheduled.sessions.every((s) => s.status === 'scheduled')).toBe(true);
    expect(scheduled.pagination.total).toBe(rows.filter((r) => r.status === 'scheduled').length);
    expect((await get('/api/admin/live-sessions', prof)).statusCode).toBe(403);
  });

  it('counts pending, not ended and total sessions', async () => {
    const before = (await get('/api/admin/live-sessions-count', admin)).json();
    const s = await f.schedule();
    const after = (await get('/api/admin/live-sessions-count', admin)).json();
    expect(after).toEqual({
      pending: before.pending + 1,
      notEnded: before.notEnded + 1,
      total: before.total + 1,
    });
    await f.adminPatch(s.id, { isApproved: true });
    expect((await get('/api/admin/live-sessions-count', admin)).json().pending).toBe(before.pending);
  });
});

describe('the upcoming list and a section’s page, kept between writes', () => {
  type Listed = { id: number; title: string; status: string; attendeesCount: number; professorName: string };
  /** The unfiltered list (the kept one), as a reader gets it; the session looked for, or undefined. */
  const upcoming = async (id: number, viewer?: TestUser): Promise<Listed | undefined> => {
    const res = await get('/api/live-sessions?limit=100', viewer);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().sessions as Listed[]).find((x) => x.id === id);
  };
  /** A professor's edit of a session's title, through the API. */
  const retitle = (id: number, title: string, by: TestUser = prof) =>
    t.request({ method: 'PATCH', url: `/api/live-sessions/${id}`, token: by.token, payload: { title } });

  it('shows every write under the live routes at the next read: a seat sold, an edit, a move, an unapproval', async () => {
    const s = await f.approved({ price: 0, title: 'Kept session' });
    const buyer = await student();
    expect(await upcoming(s.id)).toMatchObject({ title: 'Kept session', attendeesCount: 0 });
    expect(await upcoming(s.id, buyer)).toMatchObject({ attendeesCount: 0 });
    // A seat sold (under /api/points) changes the seats left that the list shows.
    expect((await f.buy(buyer, s.id)).statusCode).toBe(200);
    expect(await upcoming(s.id)).toMatchObject({ attendeesCount: 1 });
    // So does one sold under /api/live-sessions.
    const second = await student();
    const direct = await t.request({
      method: 'POST',
      url: `/api/live-sessions/${s.id}/purchase`,
      token: second.token,
      payload: { amount_paid: 0 },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await upcoming(s.id)).toMatchObject({ attendeesCount: 2 });
    const edit = await retitle(s.id, 'Kept session, renamed');
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await upcoming(s.id, buyer)).toMatchObject({ title: 'Kept session, renamed', attendeesCount: 2 });
    expect((await f.move(s.id, 'starting')).statusCode).toBe(200);
    expect(await upcoming(s.id)).toMatchObject({ status: 'starting' });
    expect((await f.adminPatch(s.id, { isApproved: false })).statusCode).toBe(200);
    expect(await upcoming(s.id)).toBeUndefined();
    // A refused write changes nothing.
    expect((await retitle(s.id, 'Not theirs', otherProf)).statusCode).toBe(403);
    expect((await get(`/api/live-sessions/${s.id}`, prof)).json().title).toBe('Kept session, renamed');
  });

  it('shows a professor’s new name, a session the server ended, and a new session', async () => {
    const s = await f.approved({ scheduledAt: f.inMinutes(10), duration: 30 });
    expect(await upcoming(s.id)).toMatchObject({ professorName: prof.user.name });
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/users/${prof.user.id}`,
      token: admin.token,
      payload: { name: 'Renamed Professor' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await upcoming(s.id)).toMatchObject({ professorName: 'Renamed Professor' });
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    expect(await upcoming(s.id)).toMatchObject({ status: 'live' });
    // The auto-end job (no request) ends it long after its end: the list drops it.
    const endJob = liveJobs(t.ctx, () => {}).find((job) => job.name === END_OVERDUE_JOB);
    await endJob?.handler({ id: 0, payload: null, attempt: 1, now: new Date(Date.now() + 200 * 60_000) });
    expect(await upcoming(s.id)).toBeUndefined();
    const fresh = await f.approved();
    expect(await upcoming(fresh.id)).toMatchObject({ status: 'scheduled' });
  });

  it('is dropped by another instance’s announcement, and kept no longer than its bound otherwise', async () => {
    const s = await f.approved({ title: 'Changed behind the API' });
    expect(await upcoming(s.id)).toMatchObject({ title: 'Changed behind the API' });
    // A change this instance did not serve (another instance, a script): the kept page still shows the old row …
    await t.ctx.db.update(liveSessions).set({ title: 'Changed elsewhere' }).where(eq(liveSessions.id, s.id));
    expect(await upcoming(s.id)).toMatchObject({ title: 'Changed behind the API' });
    // … until that instance's announcement arrives (here published on this one's bus) …
    t.ctx.events.publish({ type: 'live-sessions.changed' });
    expect(await upcoming(s.id)).toMatchObject({ title: 'Changed elsewhere' });
    // … or the bound passes.
    await t.ctx.db.update(liveSessions).set({ title: 'Changed again' }).where(eq(liveSessions.id, s.id));
    expect(await upcoming(s.id)).toMatchObject({ title: 'Changed elsewhere' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LIVE_READS_KEPT_MS + 1_000);
      expect(await upcoming(s.id)).toMatchObject({ title: 'Changed again' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a section’s page per reader (bought, visible) from the kept rows, and shows writes at once', async () => {
    const session = await f.approved({ title: 'Part one' });
    const [row] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        insert into live_sections (professor_id, title, description, price, status)
        values (${prof.user.id}, 'Cycle kept', 'Three parts', 100, 'approved') returning id`)
    ).rows;
    const sectionId = Number(row!.id);
    await t.ctx.db.execute(
      sql`insert into live_section_sessions (section_id, session_id) values (${sectionId}, ${session.id})`,
    );
    const page = async (viewer?: TestUser) => {
      const res = await get(`/api/live-sections/${sectionId}`, viewer);
      return {
        status: res.statusCode,
        body: res.json() as { purchased: boolean; sessions: { title: string }[] },
      };
    };
    const [buyer, stranger] = await Promise.all([student(), student()]);
    expect((await page()).body).toMatchObject({ purchased: false, sessions: [{ title: 'Part one' }] });
    expect((await f.fund(buyer.user.id, 100)).statusCode).toBe(200);
    const bought = await t.request({
      method: 'POST',
      url: '/api/points/buy-live-section',
      token: buyer.token,
      payload: { sectionId },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // Whether the reader bought it is never kept: the buyer, another student and a visitor, one after the other.
    expect((await page(buyer)).body.purchased).toBe(true);
    expect((await page(stranger)).body.purchased).toBe(false);
    expect((await page()).body.purchased).toBe(false);
    const edit = await retitle(session.id, 'Part one, renamed');
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await page(stranger)).body.sessions).toMatchObject([{ title: 'Part one, renamed' }]);
    // Rejected: its professor and admins still read it (the first read keeps its rows), a student never does.
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/admin/live-sections/${sectionId}/reject`,
      token: admin.token,
      payload: { reason: 'Too short' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await page(admin)).status).toBe(200);
    expect((await page(prof)).status).toBe(200);
    expect((await page(stranger)).status).toBe(404);
    expect((await page()).status).toBe(404);
  });
});
