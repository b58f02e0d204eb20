import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { liveFixtures } from '../../test/live-fixtures';
import { admin, f, get, otherProf, prof, student, t, useLiveApp } from './live-test-app';

/** Agora's own parser for its tokens (the package ships it untyped). */
interface ParsedToken {
  appId: string;
  from_string(token: string): boolean;
  services: {
    service_type(): number;
    __channel_name?: string;
    __uid?: string;
    __privileges: Record<number, number>;
  }[];
}
const { AccessToken2 } = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => ParsedToken;
};

useLiveApp();

describe('access and joining', () => {
  it('answers access: a student about themselves only; the owner and admins about anyone', async () => {
    const s = await f.approved({ price: 0 });
    const [buyer, stranger] = await Promise.all([student(), student()]);
    expect((await f.buy(buyer, s.id)).statusCode).toBe(200);
    const ask = (who: TestUser, about?: TestUser) =>
      get(`/api/live-sessions/${s.id}/access${about ? `?student_id=${about.user.id}` : ''}`, who);
    expect((await ask(buyer)).json()).toEqual({ hasAccess: true, reason: 'purchased' });
    expect((await ask(stranger)).json()).toEqual({ hasAccess: false, reason: 'not_purchased' });
    expect((await ask(stranger, buyer)).statusCode).toBe(403);
    expect((await ask(otherProf, buyer)).statusCode).toBe(403);
    expect((await ask(prof, buyer)).json()).toEqual({ hasAccess: true, reason: 'purchased' });
    expect((await ask(admin, stranger)).json()).toEqual({ hasAccess: false, reason: 'not_purchased' });
    expect((await ask(prof)).json()).toEqual({ hasAccess: true, reason: 'owner' });
  });

  it('link mode: a Jitsi room with an unguessable name, or the professor’s own link; none for a non-buyer', async () => {
    const s = await f.approved({ price: 0 });
    const withLink = await f.approved({ price: 0, meetingUrl: 'https://meet.example.com/prof-room' });
    const [buyer, stranger] = await Promise.all([student(), student()]);
    await f.buy(buyer, s.id);
    await f.buy(buyer, withLink.id);
    const early = await get(`/api/live-sessions/${s.id}/join`, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain(s.scheduledAt);
    const ownerEarly = (await get(`/api/live-sessions/${s.id}/join`, prof)).json();
    expect(ownerEarly.mode).toBe('link');
    expect(ownerEarly.url).toMatch(/^https:\/\/meet\.jit\.si\/masar-[A-Za-z0-9_-]{24}$/);
    await f.move(s.id, 'starting');
    const joined = (await get(`/api/live-sessions/${s.id}/join`, buyer)).json();
    expect(joined).toEqual(ownerEarly);
    const refused = await get(`/api/live-sessions/${s.id}/join`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('masar-');
    await f.move(withLink.id, 'starting');
    expect((await get(`/api/live-sessions/${withLink.id}/join`, buyer)).json()).toEqual({
      mode: 'link',
      url: 'https://meet.example.com/prof-room',
    });
    await f.move(s.id, 'cancelled');
    expect((await get(`/api/live-sessions/${s.id}/join`, prof)).statusCode).toBe(409);
  });

  it('owning a section grants its sessions, also one added to the section later', async () => {
    const [one, two, later] = await Promise.all([f.approved(), f.approved(), f.approved()]);
    const created = await t.request({
      method: 'POST',
      url: '/api/professor/live-sections',
      token: prof.token,
      payload: {
        title: 'Term 1',
        price: 500,
        sessionIds: [one.id, two.id],
        material_id: undefined,
        language_level_id: undefined,
      },
    });
    expect(created.statusCode).toBe(400);
    const level = (
      await t.request({ method: 'POST', url: '/api/levels', token: admin.token, payload: { name: 'Lvl' } })
    ).json();
    const year = (
      await t.request({
        method: 'POST',
        url: '/api/years',
        token: admin.token,
        payload: { name: 'Y', levelId: level.id },
      })
    ).json();
    const spec = (
      await t.request({
        method: 'POST',
        url: '/api/specialities',
        token: admin.token,
        payload: { name: 'S', yearId: year.id },
      })
    ).json();
    const material = (
      await t.request({
        method: 'POST',
        url: '/api/materials',
        token: admin.token,
        payload: { name: 'M', specialityId: spec.id, yearId: year.id, price: 10 },
      })
    ).json();
    const foreign = await f.approved({}, otherProf);
    const notMine = await t.request({
      method: 'POST',
      url: '/api/professor/live-sections',
      token: prof.token,
      payload: { title: 'Term 1', price: 500, sessionIds: [one.id, foreign.id], material_id: material.id },
    });
    expect(notMine.statusCode).toBe(400);
    const section = (
      await t.request({
        method: 'POST',
        url: '/api/professor/live-sections',
        token: prof.token,
        payload: { title: 'Term 1', price: 500, sessionIds: [one.id, two.id], material_id: material.id },
      })
    ).json();
    expect(section.status).toBe('pending');
    expect([...section.sessionIds].sort()).toEqual([one.id, two.id].sort());
    expect(
      (await get('/api/admin/live-sections/pending', admin)).json().map((x: { id: number }) => x.id),
    ).toContain(section.id);
    expect((await get(`/api/live-sections/${section.id}`)).statusCode).toBe(404);
    const buyer = await student();
    await f.fund(buyer.user.id, 600);
    const buySection = () =>
      t.request({
        method: 'POST',
        url: '/api/points/buy-live-section',
        token: buyer.token,
        payload: { sectionId: section.id },
      });
    expect((await buySection()).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/admin/live-sections/${section.id}/approve`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await buySection()).json()).toMatchObject({
      section_id: section.id,
      amount_paid: 500,
      balance: 100,
    });
    expect((await buySection()).json().error).toBe('Section already purchased');
    const access = (id: number) => get(`/api/live-sessions/${id}/access`, buyer);
    expect((await access(one.id)).json()).toEqual({ hasAccess: true, reason: 'section' });
    expect((await access(later.id)).json().hasAccess).toBe(false);
    await t.ctx.db.execute(
      sql`insert into live_section_sessions (section_id, session_id) values (${section.id}, ${later.id})`,
    );
    expect((await access(later.id)).json()).toEqual({ hasAccess: true, reason: 'section' });
    const detail = (await get(`/api/live-sections/${section.id}`, buyer)).json();
    expect(detail.purchased).toBe(true);
    expect(detail.sessions).toHaveLength(3);
    const mine = (await get('/api/points/my-live-sessions', buyer)).json();
    expect(mine.sessions.every((x: { source: string }) => x.source === 'section')).toBe(true);
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/admin/live-sections/${section.id}/reject`,
      token: admin.token,
      payload: { reason: 'Too short' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Too short' });
  });
});

describe('Agora', () => {
  let agoraApp: TestApp;
  beforeAll(async () => {
    agoraApp = await createTestApp({
      env: {
        AGORA_APP_ID: '970ca35de60c44645bbae8a215061b33',
        AGORA_APP_CERTIFICATE: '5cfd2fd1755d40ecb72977518be15d3b',
      },
    });
  });
  afterAll(async () => {
    await agoraApp.close();
  });

  it('gives an RTC token per user: publisher only for the owner professor', async () => {
    const a = await buildUser(agoraApp, 'admin');
    const p = await buildUser(agoraApp, 'professor');
    const s = await buildUser(agoraApp, 'student');
    const fx = liveFixtures(agoraApp, { admin: a, prof: p });
    const session = await fx.approved({ price: 0 });
    await fx.buy(s, session.id);
    await fx.move(session.id, 'starting', p);
    const decode = (token: string) => {
      const parsed = new AccessToken2();
      expect(parsed.from_string(token)).toBe(true);
      const rtc = parsed.services.find((x) => x.service_type() === 1)!;
      return {
        appId: String(parsed.appId),
        channel: String(rtc.__channel_name),
        uid: String(rtc.__uid),
        privileges: Object.keys(rtc.__privileges).map(Number),
      };
    };
    const owner = (
      await agoraApp.request({ method: 'GET', url: `/api/live-sessions/${session.id}/join`, token: p.token })
    ).json();
    const buyer = (
      await agoraApp.request({ method: 'GET', url: `/api/live-sessions/${session.id}/join`, token: s.token })
    ).json();
    expect(owner).toMatchObject({ mode: 'agora', role: 'publisher', uid: p.user.id });
    expect(buyer).toMatchObject({
      mode: 'agora',
      role: 'subscriber',
      uid: s.user.id,
      channel: owner.channel,
    });
    expect(owner.channel).toMatch(/^masar-[A-Za-z0-9_-]{24}$/);
    expect(decode(owner.token)).toEqual({
      appId: '970ca35de60c44645bbae8a215061b33',
      channel: owner.channel,
      uid: String(p.user.id),
      privileges: [1, 2, 3, 4],
    });
    expect(decode(buyer.token)).toMatchObject({
      channel: owner.channel,
      uid: String(s.user.id),
      privileges: [1],
    });
    expect(typeof buyer.rtmToken).toBe('string');
    expect(Date.parse(buyer.expiresAt)).toBeGreaterThan(Date.now());
    const stranger = await buildUser(agoraApp, 'student');
    const refused = await agoraApp.request({
      method: 'GET',
      url: `/api/live-sessions/${session.id}/join`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(owner.channel);
  });
});
