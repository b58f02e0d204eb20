import { asc, desc, eq, sql } from 'drizzle-orm';
import { liveSessions } from '../../db/schema/live';
import { privateClasses, privateClassSessions } from '../../db/schema/private-classes';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, EVENTUALLY, type TestUser } from '../../test/helper';
import { sendDueReminders } from '../live/index';
import { completeFinishedClasses } from './index';
import {
  admin,
  balance,
  call,
  confirmed,
  freeTimes,
  fund,
  mail,
  materialId,
  newStudent,
  otherProf,
  otherStudent,
  paid,
  PRICE,
  prof,
  request,
  settings,
  student,
  t,
  usePrivateClassApp,
} from './private-classes-test-app';

usePrivateClassApp();

const get = (url: string, user?: TestUser) => call('GET', url, user);

describe('settings', () => {
  it('the platform settings: admins read and write them, a professor may not', async () => {
    const read = await get('/api/private-classes/settings', admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ enabled: true, commission_percent: 20 });
    expect((await get('/api/private-classes/settings', prof)).statusCode).toBe(403);
    expect((await get('/api/private-classes/settings')).statusCode).toBe(401);
    const bad = await call('PUT', '/api/private-classes/settings', admin, {
      ...read.json(),
      min_price: 5000,
      max_price: 100,
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call('PUT', '/api/private-classes/settings', admin, {
      ...read.json(),
      session_minutes_allowed: [90, 60, 60, 30],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session_minutes_allowed).toEqual([30, 60, 90]);
  });

  it('a professor saves their own settings; a price outside the range is a 400 naming it', async () => {
    const mine = await get('/api/professor/private-class-settings', prof);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ enabled: true, price_per_session: PRICE, bio: 'Maths teacher' });
    const dear = await call(
      'PUT',
      '/api/professor/private-class-settings',
      otherProf,
      settings({ price_per_session: 999_999 }),
    );
    expect(dear.statusCode).toBe(400);
    expect(dear.json().error).toBe('price_per_session: must be between 500 and 10000 points');
    const badSlot = await call(
      'PUT',
      '/api/professor/private-class-settings',
      otherProf,
      settings({ availability: [{ weekday: 7, from: '10:00', to: '09:00' }] }),
    );
    expect(badSlot.statusCode).toBe(400);
    expect((await get('/api/professor/private-class-settings', student)).statusCode).toBe(403);
    // The other professor has saved nothing: private classes are off.
    expect((await get('/api/professor/private-class-settings', otherProf)).json().enabled).toBe(false);
  });
});

describe('teacher profiles', () => {
  it('lists professors with a profile, filtered by material, and shows one; a student or unknown id is a 404', async () => {
    const list = await get(`/api/professors?material_id=${settings().material_ids[0]}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination.total).toBe(1);
    expect(list.json().professors).toHaveLength(1);
    expect(list.json().professors[0]).toMatchObject({
      id: prof.user.id,
      private_classes: true,
      price_per_session: PRICE,
      materials: [{ name: 'Maths' }],
    });
    expect(list.json().professors[0].next_slots).toHaveLength(3);
    const one = await get(`/api/professors/${prof.user.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: prof.user.id,
      bio: 'Maths teacher',
      courses: [],
      live_sessions: [],
    });
    expect((await get(`/api/professors/${student.user.id}`)).statusCode).toBe(404);
    expect((await get('/api/professors/999999')).json()).toEqual({ error: 'Professor not found' });
  });

  it('pages the list: each page carries the whole total, a page past the last is empty with the same total', async () => {
    const third = await buildUser(t, 'professor', { name: 'Zineb Teacher' });
    const saved = await call(
      'PUT',
      '/api/professor/private-class-settings',
      third,
      settings({ bio: 'Physics' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const all = (await get('/api/professors?limit=50')).json();
    expect(all.pagination.total).toBe(all.professors.length);
    expect(all.professors.length).toBeGreaterThanOrEqual(2);
    const total = all.pagination.total as number;
    const second = (await get('/api/professors?limit=1&page=2')).json();
    expect(second.pagination).toEqual({ page: 2, limit: 1, total, totalPages: total });
    expect(second.professors.map((p: { id: number }) => p.id)).toEqual([all.professors[1].id]);
    const past = (await get(`/api/professors?limit=1&page=${total + 1}`)).json();
    expect(past).toEqual({
      professors: [],
      pagination: { page: total + 1, limit: 1, total, totalPages: total },
    });
  });
});

describe('requests', () => {
  it("name their subject in the reader's language, a level as 'Language · Level', a renamed one at once", async () => {
    const language = await call('POST', '/api/languages', admin, {
      name: 'الإنجليزية',
      code: 'en',
      translations: { fr: { name: 'Anglais' } },
    });
    const b1 = await call('POST', '/api/language-levels', admin, {
      name: 'B1',
      language_id: language.json().id,
    });
    const levelId = b1.json().id as number;
    expect(
      (
        await call(
          'PUT',
          '/api/professor/private-class-settings',
          prof,
          settings({ language_level_ids: [levelId] }),
        )
      ).statusCode,
    ).toBe(200);
    const byMaterial = await request();
    const byLevel = await request(student, { material_id: undefined, language_level_id: levelId });
    const listed = async (lang: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/private-classes?limit=100&lang=${lang}`,
        token: student.token,
      });
      expect(res.statusCode).toBe(200);
      const rows: { id: number; material: unknown; language_level: unknown }[] = res.json().private_classes;
      return {
        material: rows.find((r) => r.id === byMaterial.id),
        level: rows.find((r) => r.id === byLevel.id),
      };
    };
    const french = await listed('fr');
    expect(french.material).toMatchObject({
      material: { id: materialId, name: 'Maths' },
      language_level: null,
    });
    expect(french.level).toMatchObject({
      material: null,
      language_level: { id: levelId, name: 'Anglais · B1' },
    });
    expect((await listed('ar')).level?.language_level).toEqual({ id: levelId, name: 'الإنجليزية · B1' });
    // Renamed by an admin: the next list shows the new name.
    expect(
      (await call('PUT', `/api/materials/${materialId}`, admin, { name: 'Mathématiques' })).statusCode,
    ).toBe(200);
    expect((await listed('fr')).material?.material).toEqual({ id: materialId, name: 'Mathématiques' });
    await call('PUT', `/api/materials/${materialId}`, admin, { name: 'Maths' });
    await call('PUT', '/api/professor/private-class-settings', prof, settings());
  });

  it('a student asks; the professor hears of it; a professor who takes none is a 409', async () => {
    const before = mail.length;
    const pc = await request();
    expect(pc).toMatchObject({ status: 'pending', sessions_count: 2, professor: { id: prof.user.id } });
    // The mail goes out after the request's transaction commits, once the sender name is read: not before the
    // answer, so the test waits for it.
    await vi.waitFor(() => expect(mail.length).toBe(before + 1), EVENTUALLY);
    expect(mail.at(-1)!.to).toBe(prof.user.email);
    const refused = await call('POST', '/api/private-classes', student, {
      professor_id: otherProf.user.id,
      material_id: settings().material_ids[0],
      sessions_count: 1,
      phone: '0555123456',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This professor does not take private classes');
    const notProf = await call('POST', '/api/private-classes', student, {
      professor_id: otherStudent.user.id,
      material_id: settings().material_ids[0],
      sessions_count: 1,
      phone: '0555123456',
    });
    expect(notProf.statusCode).toBe(404);
    const tooMany = await call('POST', '/api/private-classes', student, {
      professor_id: prof.user.id,
      material_id: settings().material_ids[0],
      sessions_count: 21,
      phone: '0555123456',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/private-classes', prof, { professor_id: prof.user.id })).statusCode,
    ).toBe(403);
  });

  it('visibility: the student, the professor asked and admins; 404 to the other student and professor', async () => {
    const pc = await request();
    const url = `/api/private-classes/${pc.id}`;
    expect((await get(url, student)).statusCode).toBe(200);
    expect((await get(url, prof)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    for (const outsider of [otherStudent, otherProf]) {
      const res = await get(url, outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Private class not found' });
      for (const [method, move, body] of [
        ['PUT', 'confirm', { schedule: freeTimes(2).map((startsAt) => ({ startsAt })) }],
        ['PUT', 'reject', { reason: 'x' }],
        ['POST', 'cancel', { reason: 'x' }],
        ['POST', 'pay', undefined],
      ] as const) {
        const moved = await call(method, `${url}/${move}`, outsider, body);
        // A role that may never make the move is refused by role; anyone else is told it does not exist.
        expect([403, 404]).toContain(moved.statusCode);
        expect(moved.json().error).not.toContain('pending');
      }
    }
    // Lists: each sees their own; the other professor, who shares the professor's name, sees none of them.
    const theirs = (await get('/api/private-classes?limit=100', otherProf)).json();
    expect(theirs.pagination.total).toBe(0);
    const others = (await get('/api/private-classes?limit=100', otherStudent)).json();
    expect(others.pagination.total).toBe(0);
    const mine = (await get('/api/private-classes?limit=100', student)).json();
    expect(mine.private_classes.length).toBe(mine.pagination.total);
    expect(
      mine.private_classes.every((p: { student: { id: number } }) => p.student.id === student.user.id),
    ).toBe(true);
    // The page of one carries the whole total; a page past the last, with no row to carry it, keeps it too.
    // The admin's filtered list (built apart) counts the same classes for each party.
    const total = mine.pagination.total as number;
    expect(total).toBeGreaterThan(0);
    const byAdmin = async (filter: string) =>
      (await get(`/api/private-classes?${filter}&limit=1`, admin)).json().pagination.total as number;
    for (const [party, filter] of [
      [student, `student_id=${student.user.id}`],
      [prof, `professor_id=${prof.user.id}`],
    ] as const) {
      const expected = await byAdmin(filter);
      expect(expected).toBeGreaterThan(0);
      const first = (await get('/api/private-classes?limit=1', party)).json();
      expect(first.private_classes).toHaveLength(1);
      expect(first.pagination).toMatchObject({ total: expected, totalPages: expected });
      const past = (await get(`/api/private-classes?limit=1&page=${expected + 1}`, party)).json();
      expect(past.private_classes).toEqual([]);
      expect(past.pagination).toMatchObject({ total: expected, totalPages: expected });
    }
    expect(await byAdmin(`student_id=${student.user.id}`)).toBe(total);
    const all = (await get('/api/private-classes?status=pending&limit=100', admin)).json();
    expect(all.private_classes.map((p: { id: number }) => p.id)).toContain(pc.id);
    // The admin's unfiltered list, prepared as the parties' own are, holds every class, newest first.
    const every = await t.ctx.db
      .select({ id: privateClasses.id })
      .from(privateClasses)
      .orderBy(desc(privateClasses.createdAt), desc(privateClasses.id));
    expect(every.length).toBeGreaterThanOrEqual(4);
    const adminPage = (await get('/api/private-classes?limit=2&page=2', admin)).json();
    expect(adminPage.private_classes.map((p: { id: number }) => p.id)).toEqual(
      every.slice(2, 4).map((r) => r.id),
    );
    expect(adminPage.pagination).toMatchObject({
      total: every.length,
      totalPages: Math.ceil(every.length / 2),
    });
  });

  it("lists filter by professor, by student and by a fragment of either party's name or email", async () => {
    const asker = await buildUser(t, 'student', { name: 'Yasmine Ouali' });
    const pc = await request(asker);
    const ids = (body: { private_classes: { id: number }[] }) => body.private_classes.map((p) => p.id);
    const bySearch = (await get('/api/private-classes?search=ouAL&limit=100', admin)).json();
    expect(ids(bySearch)).toEqual([pc.id]);
    expect(bySearch.pagination.total).toBe(1);
    const byEmail = (
      await get(`/api/private-classes?search=${encodeURIComponent(asker.user.email)}`, admin)
    ).json();
    expect(ids(byEmail)).toEqual([pc.id]);
    // The professor's name finds the class too; a LIKE wildcard is taken as itself.
    const byProfessorName = (
      await get(`/api/private-classes?search=${encodeURIComponent(prof.user.name)}&limit=100`, admin)
    ).json();
    expect(ids(byProfessorName)).toContain(pc.id);
    expect((await get('/api/private-classes?search=%25%25', admin)).json().pagination.total).toBe(0);
    const byStudent = (await get(`/api/private-classes?student_id=${asker.user.id}`, admin)).json();
    expect(ids(byStudent)).toEqual([pc.id]);
    const byOtherProfessor = (
      await get(`/api/private-classes?professor_id=${otherProf.user.id}&limit=100`, admin)
    ).json();
    expect(ids(byOtherProfessor)).not.toContain(pc.id);
    // A filter never widens what a caller sees: another student naming this one gets nothing.
    const nosy = (await get(`/api/private-classes?student_id=${asker.user.id}`, otherStudent)).json();
    expect(nosy.pagination.total).toBe(0);
    const tooLong = await get(`/api/private-classes?search=${'x'.repeat(101)}`, admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'search: At most 100 characters' });
  });

  it('counts the professor’s pending requests; 0 for anyone else', async () => {
    const count = async (u: TestUser) =>
      (await get('/api/professor/pending-private-classes-count', u)).json().count;
    const before = await count(prof);
    await request();
    expect(await count(prof)).toBe(before + 1);
    expect(await count(otherProf)).toBe(0);
    expect(await count(student)).toBe(0);
    expect(await count(admin)).toBe(0);
  });
});

describe('moves', () => {
  it('confirm: a schedule outside availability is refused for the professor and allowed for an admin', async () => {
    const pc = await request(student, { sessions_count: 1 });
    const url = `/api/private-classes/${pc.id}/confirm`;
    // 03:00 in Algiers, outside 08:00–20:00.
    const night = new Date(freeTimes(1)[0]!);
    night.setUTCHours(2, 0, 0, 0);
    const schedule = [{ startsAt: night.toISOString() }];
    const refused = await call('PUT', url, prof, { schedule });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("A session is outside the professor's availability");
    expect((await get(`/api/private-classes/${pc.id}`, prof)).json().status).toBe('pending');
    expect((await call('PUT', url, student, { schedule })).statusCode).toBe(403);
    const wrongCount = await call('PUT', url, prof, { schedule: [...schedule, ...schedule] });
    expect(wrongCount.statusCode).toBe(400);
    // Not at a time the professor already teaches, whoever confirms.
    const busy = await call('POST', `/api/professors/${prof.user.id}/live-sessions`, prof, {
      title: 'Group session',
      scheduledAt: new Date(night.getTime() + 30 * 60_000).toISOString(),
      duration: 60,
      maxAttendees: 10,
      price: 0,
    });
    expect(busy.statusCode, busy.body).toBe(201);
    const clash = await call('PUT', url, admin, { schedule });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('The professor already has a session at that time');
    expect(
      (await call('PATCH', `/api/live-sessions/${busy.json().id}`, prof, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const ok = await call('PUT', url, admin, { schedule });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', price_per_session: PRICE, total: PRICE });
    const again = await call('PUT', url, prof, { schedule });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Cannot confirm a private class that is confirmed');
  });

  it('a confirmed class holds its times before it is paid: not offered, not confirmed to another class', async () => {
    const profile = `/api/professors/${prof.user.id}`;
    const [slot] = (await get(profile)).json().next_slots as string[];
    const held = await request(await newStudent(), { sessions_count: 1 });
    const confirmedA = await call('PUT', `/api/private-classes/${held.id}/confirm`, prof, {
      schedule: [{ startsAt: slot }],
    });
    expect(confirmedA.statusCode, confirmedA.body).toBe(200);
    // The teachers' cards offer it no more, though no session exists yet.
    expect((await get(profile)).json().next_slots).not.toContain(slot);
    // Half an hour later overlaps it too, whoever confirms.
    const other = await request(await newStudent(), { sessions_count: 1 });
    const halfPast = new Date(Date.parse(slot!) + 30 * 60_000).toISOString();
    for (const [who, at] of [
      [prof, slot],
      [admin, halfPast],
    ] as const) {
      const clash = await call('PUT', `/api/private-classes/${other.id}/confirm`, who, {
        schedule: [{ startsAt: at }],
      });
      expect(clash.statusCode, clash.body).toBe(409);
      expect(clash.json().error).toBe('The professor already has a session at that time');
    }
    expect((await get(`/api/private-classes/${other.id}`, prof)).json().status).toBe('pending');
    // Called off, its time is free again.
    expect(
      (await call('POST', `/api/private-classes/${held.id}/cancel`, admin, { reason: 'x' })).statusCode,
    ).toBe(200);
    expect((await get(profile)).json().next_slots).toContain(slot);
    const ok = await call('PUT', `/api/private-classes/${other.id}/confirm`, prof, {
      schedule: [{ startsAt: slot }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await call('POST', `/api/private-classes/${other.id}/cancel`, admin, { reason: 'x' })).statusCode,
    ).toBe(200);
  });

  it('two classes confirmed at the same time at once: one is, the other is a 409', async () => {
    const schedule = freeTimes(2).map((startsAt) => ({ startsAt }));
    const [a, b] = (await Promise.all([request(await newStudent()), request(await newStudent())])).map(
      (pc) => pc.id,
    );
    const results = await Promise.all(
      [a, b].map((id) => call('PUT', `/api/private-classes/${id}/confirm`, prof, { schedule })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    for (const id of [a, b]) await call('POST', `/api/private-classes/${id}/cancel`, admin, { reason: 'x' });
  });

  it('reject: pending → rejected with the reason; nothing else may follow', async () => {
    const pc = await request();
    const res = await call('PUT', `/api/private-classes/${pc.id}/reject`, prof, { reason: 'Fully booked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Fully booked' });
    const url = `/api/private-classes/${pc.id}`;
    expect((await call('PUT', `${url}/reject`, prof, { reason: 'x' })).statusCode).toBe(409);
    expect((await call('POST', `${url}/pay`, student)).json().error).toBe(
      'Cannot pay a private class that is rejected',
    );
    expect((await call('POST', `${url}/cancel`, student, { reason: 'x' })).statusCode).toBe(409);
    const confirm = await call('PUT', `${url}/confirm`, prof, {
      schedule: freeTimes(2).map((startsAt) => ({ startsAt })),
    });
    expect(confirm.statusCode).toBe(409);
  });

  it('pay: 402 changes nothing; then one debit, the earning after commission, individual sessions, scheduled', async () => {
    const buyer = await newStudent();
    const pc = await confirmed(buyer, 2);
    const url = `/api/private-classes/${pc.id}`;
    expect((await call('POST', `${url}/pay`, buyer)).statusCode).toBe(402);
    expect((await get(url, buyer)).json().status).toBe('confirmed');
    expect((await call('POST', `${url}/pay`, prof)).statusCode).toBe(403);
    await fund(buyer.user.id, 2500);
    const res = await call('POST', `${url}/pay`, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: 500, private_class: { status: 'scheduled' } });
    const sessions = res.json().private_class.sessions as { id: number; status: string }[];
    expect(sessions).toHaveLength(2);
    // The list carries the same sessions, in schedule order, read in the page's own query; no one else's.
    const schedule = [...(res.json().private_class.schedule as string[])].sort();
    const myList = (await get('/api/private-classes?limit=100', buyer)).json().private_classes;
    const entry = myList.find((x: { id: number }) => x.id === pc.id);
    expect(entry.sessions).toEqual(sessions);
    expect(entry.sessions.map((x: { scheduledAt: string }) => x.scheduledAt)).toEqual(
      schedule.map((at) => new Date(at).toISOString()),
    );
    expect(myList.every((x: { student: { id: number } }) => x.student.id === buyer.user.id)).toBe(true);
    const ledger = await t.ctx.db.execute<{ n: number; earned: number }>(sql`
      select (select count(*)::int from point_transactions where private_class_id = ${pc.id}) as n,
             (select coalesce(sum(amount), 0)::int from professor_earnings
                where private_class_id = ${pc.id} and kind = 'private_class') as earned`);
    expect(ledger.rows[0]).toEqual({ n: 1, earned: 1600 });
    expect((await call('POST', `${url}/pay`, buyer)).json().error).toBe(
      'Cannot pay a private class that is scheduled',
    );
    expect(await balance(buyer)).toBe(500);

    // The sessions are the live module's, seen only by the two of them and admins, never listed publicly.
    const first = sessions[0]!.id;
    expect((await get(`/api/live-sessions/${first}`, buyer)).statusCode).toBe(200);
    expect((await get(`/api/live-sessions/${first}`, prof)).statusCode).toBe(200);
    expect((await get(`/api/live-sessions/${first}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/live-sessions/${first}`, otherStudent)).statusCode).toBe(404);
    expect((await get(`/api/live-sessions/${first}/join`, otherStudent)).statusCode).toBe(404);
    expect((await get(`/api/live-sessions/${first}`)).statusCode).toBe(404);
    const listed = (await get('/api/live-sessions?limit=100')).json();
    expect(listed.sessions.map((s: { id: number }) => s.id)).not.toContain(first);
    const access = await get(`/api/live-sessions/${first}/access`, buyer);
    expect(access.json()).toMatchObject({ hasAccess: true });
    const mine = (await get('/api/points/my-individual-live-sessions', buyer)).json();
    expect(mine.sessions.map((s: { id: number }) => s.id)).toEqual(sessions.map((s) => s.id));
    expect(mine.pagination).toEqual({ page: 1, limit: 20, total: sessions.length, totalPages: 1 });
    const second = (await get('/api/points/my-individual-live-sessions?limit=1&page=2', buyer)).json();
    expect(second.sessions.map((s: { id: number }) => s.id)).toEqual([sessions[1]!.id]);
    expect(second.pagination).toEqual({
      page: 2,
      limit: 1,
      total: sessions.length,
      totalPages: sessions.length,
    });
    expect((await get('/api/points/my-individual-live-sessions', otherStudent)).json().sessions).toEqual([]);
    expect((await get('/api/points/my-live-sessions', buyer)).json().sessions).toHaveLength(0);
    // Both join once the professor starts it.
    expect(
      (await call('PATCH', `/api/live-sessions/${first}`, prof, { status: 'starting' })).statusCode,
    ).toBe(200);
    expect((await get(`/api/live-sessions/${first}/join`, buyer)).statusCode).toBe(200);
    expect((await get(`/api/live-sessions/${first}/join`, prof)).statusCode).toBe(200);
    // A private class's session is cancelled with its class, never alone.
    const alone = await call('PATCH', `/api/live-sessions/${sessions[1]!.id}`, prof, { status: 'cancelled' });
    expect(alone.statusCode).toBe(409);
    // Its chat room is open to the three parties only.
    expect((await get(`/api/chat-messages/pc-${pc.id}`, buyer)).statusCode).toBe(200);
    expect((await get(`/api/chat-messages/pc-${pc.id}`, prof)).statusCode).toBe(200);
    expect((await get(`/api/chat-messages/pc-${pc.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/chat-messages/pc-${pc.id}`, otherStudent)).statusCode).toBe(404);
    // Once the first is over, it is listed among the past ones, the others among those to come.
    await t.ctx.db.execute(sql`update live_sessions set status = 'ended' where id = ${first}`);
    const ids = async (when: string) =>
      (await get(`/api/points/my-individual-live-sessions?when=${when}`, buyer))
        .json()
        .sessions.map((s: { id: number }) => s.id);
    expect(await ids('past')).toEqual([first]);
    expect(await ids('open')).toEqual(sessions.slice(1).map((s) => s.id));
    expect((await get('/api/points/my-individual-live-sessions?when=later', buyer)).statusCode).toBe(400);
  });

  it('a class reads alike on its page and in every list that shows it, its times as the database holds them', async () => {
    const buyer = await newStudent();
    const pc = await paid(buyer, 2);
    await t.ctx.db.execute(
      sql`update users set avatar_key = 'avatars/prof-face.webp' where id = ${prof.user.id}`,
    );
    const one = (await get(`/api/private-classes/${pc.id}`, buyer)).json();
    const [times] = await t.ctx.db
      .select({
        created: privateClasses.createdAt,
        confirmed: privateClasses.confirmedAt,
        paid: privateClasses.paidAt,
      })
      .from(privateClasses)
      .where(eq(privateClasses.id, pc.id));
    const held = await t.ctx.db
      .select({ at: liveSessions.scheduledAt })
      .from(privateClassSessions)
      .innerJoin(liveSessions, eq(liveSessions.id, privateClassSessions.liveSessionId))
      .where(eq(privateClassSessions.privateClassId, pc.id))
      .orderBy(asc(privateClassSessions.position));
    expect(one).toMatchObject({
      id: pc.id,
      status: 'scheduled',
      student: { id: buyer.user.id, name: buyer.user.name },
      professor: { id: prof.user.id, name: prof.user.name, avatar_url: '/api/files/avatars/prof-face.webp' },
      material: { id: materialId },
      language_level: null,
      sessions_count: 2,
      total: PRICE * 2,
      refunded: 0,
      created_at: times!.created.toISOString(),
      confirmed_at: times!.confirmed!.toISOString(),
      paid_at: times!.paid!.toISOString(),
    });
    expect(one.sessions.map((x: { scheduledAt: string }) => x.scheduledAt)).toEqual(
      held.map((x) => x.at.toISOString()),
    );
    // The student's and the professor's own pages, a filtered page, an admin's: the same object.
    for (const [url, reader] of [
      ['/api/private-classes?limit=100', buyer],
      ['/api/private-classes?limit=100', prof],
      ['/api/private-classes?limit=100&status=scheduled', buyer],
      [`/api/private-classes?student_id=${buyer.user.id}`, admin],
    ] as const) {
      const listed = (await get(url, reader)).json().private_classes as { id: number }[];
      expect(
        listed.find((x) => x.id === pc.id),
        url,
      ).toEqual(one);
    }
  });

  it('pay twice at once debits once', async () => {
    const buyer = await newStudent();
    const pc = await confirmed(buyer, 1);
    await fund(buyer.user.id, 5000);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/private-classes/${pc.id}/pay`, buyer)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(buyer)).toBe(5000 - PRICE);
    const rows = await t.ctx.db.execute<{ n: number; sessions: number }>(sql`
      select (select count(*)::int from point_transactions where private_class_id = ${pc.id} and kind = 'spend') as n,
             (select count(*)::int from private_class_sessions where private_class_id = ${pc.id}) as sessions`);
    expect(rows.rows[0]).toEqual({ n: 1, sessions: 1 });
  });

  it('cancel by the student before the first session gives everything back', async () => {
    const buyer = await newStudent();
    const pc = await paid(buyer, 3);
    expect(await balance(buyer)).toBe(0);
    const res = await call('POST', `/api/private-classes/${pc.id}/cancel`, buyer, { reason: 'Moved away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refunded: 3 * PRICE,
      cancellation_reason: 'Moved away',
    });
    expect(res.json().sessions.every((s: { status: string }) => s.status === 'cancelled')).toBe(true);
    expect(await balance(buyer)).toBe(3 * PRICE);
    const earned = await t.ctx.db.execute<{ sum: number }>(
      sql`select coalesce(sum(amount), 0)::int as sum from professor_earnings where private_class_id = ${pc.id}`,
    );
    expect(earned.rows[0]!.sum).toBe(0);
    expect(
      (await call('POST', `/api/private-classes/${pc.id}/cancel`, buyer, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('cancel refunds exactly the sessions not held; the student may not cancel once one started', async () => {
    const buyer = await newStudent();
    const pc = await paid(buyer, 3);
    const first = pc.sessions[0]!.id;
    for (const status of ['starting', 'live', 'ended'])
      expect((await call('PATCH', `/api/live-sessions/${first}`, prof, { status })).statusCode).toBe(200);
    const late = await call('POST', `/api/private-classes/${pc.id}/cancel`, buyer, { reason: 'x' });
    expect(late.statusCode).toBe(409);
    const res = await call('POST', `/api/private-classes/${pc.id}/cancel`, prof, { reason: 'Ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: 2 * PRICE });
    expect(res.json().sessions.map((s: { status: string }) => s.status)).toEqual([
      'ended',
      'cancelled',
      'cancelled',
    ]);
    expect(await balance(buyer)).toBe(2 * PRICE);
    // The ledger still equals the balance.
    const sum = await t.ctx.db.execute<{ sum: number }>(
      sql`select coalesce(sum(amount), 0)::int as sum from point_transactions where user_id = ${buyer.user.id} and status = 'completed'`,
    );
    expect(sum.rows[0]!.sum).toBe(2 * PRICE);
  });

  it('an admin cancels a pending or confirmed request (nothing paid, nothing refunded)', async () => {
    const pc = await confirmed(student, 1);
    const res = await call('POST', `/api/private-classes/${pc.id}/cancel`, admin, { reason: 'Duplicate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: 0 });
  });

  it('completed when its last session ends', async () => {
    const buyer = await newStudent();
    const pc = await paid(buyer, 1);
    expect(await completeFinishedClasses(t.ctx.db)).not.toContain(pc.id);
    const only = pc.sessions[0]!.id;
    for (const status of ['starting', 'live', 'ended'])
      await call('PATCH', `/api/live-sessions/${only}`, prof, { status });
    expect(await completeFinishedClasses(t.ctx.db)).toContain(pc.id);
    const done = (await get(`/api/private-classes/${pc.id}`, buyer)).json();
    expect(done.status).toBe('completed');
    expect(
      (await call('POST', `/api/private-classes/${pc.id}/cancel`, prof, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('an hour before a session both the student and the professor are reminded, once', async () => {
    const buyer = await newStudent();
    const pc = await paid(buyer, 1);
    const start = new Date(
      (await get(`/api/private-classes/${pc.id}`, buyer)).json().sessions[0].scheduledAt,
    );
    const reminded = await sendDueReminders(t.ctx, new Date(start.getTime() - 30 * 60_000));
    expect(reminded).toContain(pc.sessions[0]!.id);
    for (const who of [buyer, prof]) {
      const list = (await get('/api/notifications', who)).json().notifications as {
        type: string;
        sessionId: number;
      }[];
      expect(
        list.filter((n) => n.type === 'live_session_reminder' && n.sessionId === pc.sessions[0]!.id),
      ).toHaveLength(1);
    }
    expect(await sendDueReminders(t.ctx, new Date(start.getTime() - 20 * 60_000))).not.toContain(
      pc.sessions[0]!.id,
    );
  });
});
