import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, get, otherProf, prof, student, t, useLiveApp } from './live-test-app';

useLiveApp();

describe('the live sections lists', () => {
  it('lists pending sections oldest first, a page at a time, and counts them all', async () => {
    const created = await t.ctx.db.execute<{ id: number }>(sql`
      insert into live_sections (professor_id, title, price, status, created_at)
      values (${prof.user.id}, 'Newest', 500, 'pending', now() - interval '1 hour'),
             (${prof.user.id}, 'Oldest', 500, 'pending', now() - interval '3 days'),
             (${prof.user.id}, 'Approved', 500, 'approved', now() - interval '4 days'),
             (${prof.user.id}, 'Middle', 500, 'pending', now() - interval '2 days')
      returning id`);
    const [newest, oldest, , middle] = created.rows.map((r) => r.id);
    const ids = async (url: string) =>
      (await get(url, admin)).json().map((s: { id: number }) => s.id) as number[];

    expect(await ids('/api/admin/live-sections/pending')).toEqual([oldest, middle, newest]);
    expect(await ids('/api/admin/live-sections/pending?limit=2')).toEqual([oldest, middle]);
    expect(await ids('/api/admin/live-sections/pending?limit=2&page=2')).toEqual([newest]);
    const count = await get('/api/admin/live-sections/pending-count', admin);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ count: 3 });

    expect((await get('/api/admin/live-sections/pending?limit=201', admin)).statusCode).toBe(400);
    const someone = await student();
    expect((await get('/api/admin/live-sections/pending-count', someone)).statusCode).toBe(403);
    expect((await get('/api/admin/live-sections/pending-count', prof)).statusCode).toBe(403);
  });

  it('the public list pages approved sections newest first, 200 when no page is asked', async () => {
    const made = await t.ctx.db.execute<{ id: number }>(sql`
      insert into live_sections (professor_id, title, price, status, created_at)
      select ${prof.user.id}, 'Public ' || g, 300, 'approved', now() - (g || ' minutes')::interval
      from generate_series(1, 3) g
      returning id`);
    const [newest, middle, oldest] = made.rows.map((r) => r.id);
    const ids = async (url: string) => (await get(url)).json().map((s: { id: number }) => s.id) as number[];
    const all = await ids('/api/live-sections');
    expect(all.slice(0, 3)).toEqual([newest, middle, oldest]);
    expect(await ids('/api/live-sections?limit=2')).toEqual([newest, middle]);
    expect((await ids('/api/live-sections?limit=2&page=2'))[0]).toBe(oldest);
    expect((await get('/api/live-sections?limit=0')).statusCode).toBe(400);
  });

  it("pages a professor's own sections newest first, whatever their review, and never another's", async () => {
    const made = await t.ctx.db.execute<{ id: number }>(sql`
      insert into live_sections (professor_id, title, price, status, created_at)
      values (${otherProf.user.id}, 'Not his', 300, 'pending', now() + interval '1 hour'),
             (${prof.user.id}, 'Rejected', 300, 'rejected', now() + interval '3 minutes'),
             (${prof.user.id}, 'Approved', 300, 'approved', now() + interval '2 minutes'),
             (${prof.user.id}, 'Pending', 300, 'pending', now() + interval '1 minute')
      returning id`);
    const [notHis, rejected, approved, pending] = made.rows.map((r) => r.id);
    const ids = async (url: string) =>
      (await get(url, prof)).json().map((s: { id: number }) => s.id) as number[];

    const all = await ids('/api/professor/live-sections');
    expect(all.slice(0, 3)).toEqual([rejected, approved, pending]);
    expect(all).not.toContain(notHis);
    expect(await ids('/api/professor/live-sections?limit=2')).toEqual([rejected, approved]);
    expect((await ids('/api/professor/live-sections?limit=2&page=2'))[0]).toBe(pending);
    expect((await get('/api/professor/live-sections?limit=201', prof)).statusCode).toBe(400);
    expect((await get('/api/professor/live-sections?page=0', prof)).statusCode).toBe(400);
    expect((await get('/api/professor/live-sections', await student())).statusCode).toBe(403);
  });
});
