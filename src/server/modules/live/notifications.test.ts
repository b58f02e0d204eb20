import { describe, expect, it, vi } from 'vitest';
import { EVENTUALLY } from '../../test/helper';
import { f, get, mail, prof, student, t, useLiveApp } from './live-test-app';
import {
  END_OVERDUE_JOB,
  endOverdueSessions,
  liveJobs,
  REMINDERS_JOB,
  sendDueReminders,
} from './scheduled-tasks';

useLiveApp();

describe('notifications', () => {
  it('approval tells the buyers of the course; going live tells the buyers; one can read them', async () => {
    const [buyer, quiet] = await Promise.all([student(), student()]);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/notifications/preferences',
          token: quiet.token,
          payload: { email: false },
        })
      ).json(),
    ).toEqual({ email: false });
    const s = await f.approved({ price: 0, title: 'Notified session' });
    await f.buy(buyer, s.id);
    await f.buy(quiet, s.id);
    mail.length = 0;
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    await new Promise((r) => setTimeout(r, 50));
    const list = (await get('/api/notifications', buyer)).json();
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'live_session_started',
      sessionId: s.id,
      read: false,
    });
    await vi.waitFor(() => expect(mail.map((m) => m.to)).toEqual([buyer.user.email]), EVENTUALLY);
    expect((await get('/api/notifications', quiet)).json().unreadCount).toBe(1);
    const id = list.notifications[0].id;
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/notifications/${id}`,
          token: quiet.token,
          payload: { read: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/notifications/${id}`,
          token: buyer.token,
          payload: { read: true },
        })
      ).json().read,
    ).toBe(true);
    expect(
      (await t.request({ method: 'POST', url: '/api/notifications/read-all', token: quiet.token })).json(),
    ).toEqual({
      updated: 1,
    });
    expect((await get('/api/notifications', quiet)).json().unreadCount).toBe(0);
  });

  it('speaks to each holder in the language they read the platform in', async () => {
    const [arabic, french, english] = await Promise.all([student(), student(), student()]);
    for (const [who, language] of [
      [french, 'fr'],
      [english, 'en'],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${who.user.id}`,
        token: who.token,
        payload: { language },
      });
      expect(res.json().language).toBe(language);
    }
    const s = await f.approved({ price: 0, title: 'Les suites' });
    for (const who of [arabic, french, english]) await f.buy(who, s.id);
    mail.length = 0;
    expect((await f.move(s.id, 'cancelled')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const latest = async (who: typeof arabic) =>
      (await get('/api/notifications', who)).json().notifications[0];
    expect((await latest(arabic)).message).toMatch(/^أُلغيت الحصة المباشرة «Les suites» \(.+\)\.$/);
    expect((await latest(french)).message).toMatch(
      /^La séance en direct « Les suites » \(.+\) est annulée\.$/,
    );
    expect((await latest(english)).message).toMatch(/^The live session "Les suites" \(.+\) was cancelled\.$/);
    await vi.waitFor(
      () =>
        expect(Object.fromEntries(mail.map((m) => [m.to, m.subject]))).toEqual({
          [arabic.user.email]: 'مسار — أُلغيت: Les suites',
          [french.user.email]: 'Masar — annulée : Les suites',
          [english.user.email]: 'Masar — cancelled: Les suites',
        }),
      EVENTUALLY,
    );
    expect(mail.find((m) => m.to === french.user.email)!.text).toContain(
      'Vous pouvez désactiver ces e-mails depuis votre profil.',
    );
  });

  it('reminds holders once, an hour before', async () => {
    const s = await f.approved({ price: 0, scheduledAt: f.inMinutes(45) });
    const buyer = await student();
    await f.buy(buyer, s.id);
    const now = new Date();
    expect(await sendDueReminders(t.ctx, now)).toContain(s.id);
    expect(await sendDueReminders(t.ctx, now)).not.toContain(s.id);
    const list = (await get('/api/notifications', buyer)).json();
    expect(
      list.notifications.filter((n: { type: string }) => n.type === 'live_session_reminder'),
    ).toHaveLength(1);
  });

  it('both tasks run as recurring jobs on the jobs table', async () => {
    const s = await f.approved({ price: 0, scheduledAt: f.inMinutes(30) });
    const buyer = await student();
    await f.buy(buyer, s.id);
    // buildApp defines them; the test drives the runner instead of the poller.
    expect(liveJobs(t.ctx, () => {}).map((j) => j.name)).toEqual([REMINDERS_JOB, END_OVERDUE_JOB]);
    const result = await t.ctx.jobs.runDue({ now: new Date() });
    expect(result.failed).toBe(0);
    const list = (await get('/api/notifications', buyer)).json();
    expect(list.notifications.map((n: { type: string }) => n.type)).toEqual(['live_session_reminder']);
  });

  it('ends sessions left live long after their end, and only those', async () => {
    const s = await f.approved({ scheduledAt: f.inMinutes(10), duration: 30 });
    await f.move(s.id, 'starting');
    await f.move(s.id, 'live');
    expect(await endOverdueSessions(t.ctx, new Date())).not.toContain(s.id);
    const later = new Date(Date.now() + (10 + 30 + 121) * 60_000);
    expect(await endOverdueSessions(t.ctx, later)).toContain(s.id);
    expect(await endOverdueSessions(t.ctx, later)).not.toContain(s.id);
    expect((await get(`/api/live-sessions/${s.id}`, prof)).json().status).toBe('ended');
  });
});
