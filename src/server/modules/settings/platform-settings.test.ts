import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../contract/settings';
import { professorEarnings } from '../../db/schema/points';
import { buildUser, EVENTUALLY } from '../../test/helper';
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

const put = (payload: unknown, token = admin.token) =>
  t.request({ method: 'PUT', url: '/api/admin/settings', token, payload: payload as object });
const adminSettings = async () => (await get('/api/admin/settings', admin.token)).json();

describe('platform settings', () => {
  it('admins read every setting, with defaults until one is saved; visitors read the public subset', async () => {
    expect(await adminSettings()).toEqual(DEFAULT_PLATFORM_SETTINGS);
    const pub = await get('/api/settings');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      site_name: DEFAULT_PLATFORM_SETTINGS.site_name,
      logo_text: 'Masar',
      contact: { email: '', phone: '' },
      social: [],
      default_language: 'ar',
      currency_label: DEFAULT_PLATFORM_SETTINGS.currency_label,
      registration_open: true,
    });
    expect(pub.json()).not.toHaveProperty('professor_share_percent');
    expect((await get('/api/admin/settings', prof.token)).statusCode).toBe(403);
    expect((await put({ logo_text: 'X' }, student.token)).statusCode).toBe(403);
  });

  it('PUT changes only the settings sent', async () => {
    const res = await put({
      site_name: { fr: 'École Masar' },
      support_email: 'aide@masar.dz',
      default_language: 'fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_PLATFORM_SETTINGS,
      site_name: { ar: 'École Masar', fr: 'École Masar', en: 'École Masar' },
      support_email: 'aide@masar.dz',
      default_language: 'fr',
    });
    expect((await get('/api/settings')).json()).toMatchObject({
      contact: { email: 'aide@masar.dz', phone: '' },
      default_language: 'fr',
    });
    await put({ site_name: DEFAULT_PLATFORM_SETTINGS.site_name, support_email: '', default_language: 'ar' });
  });

  it('refuses bad values with a clear message and changes nothing', async () => {
    const before = await adminSettings();
    const cases: [unknown, string][] = [
      [{ professor_share_percent: 101 }, 'professor_share_percent: Expected a whole number from 0 to 100'],
      [{ professor_share_percent: 12.5 }, 'professor_share_percent: Expected a whole number from 0 to 100'],
      [{ professor_share_percent: '50' }, 'professor_share_percent: Expected a whole number from 0 to 100'],
      [{ support_email: 'not-an-email' }, 'support_email: Expected an email address'],
      [{ support_phone: 'call me' }, 'support_phone: Digits, spaces, +, ( and ) only'],
      [{ default_language: 'de' }, 'default_language: Invalid option: expected one of "ar"|"fr"|"en"'],
      [{ registration_open: 'yes' }, 'registration_open: Invalid input: expected boolean, received string'],
      [{ mail_sender_name: 'Evil <x@y>' }, 'mail_sender_name: Letters, digits and spaces only (no < > " @)'],
      [{ logo_text: '   ' }, 'logo_text: Required'],
      [{ site_name: {} }, 'site_name: Write it in at least one language'],
      [{}, 'body: Send at least one setting'],
    ];
    for (const [body, error] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ error });
    }
    // A valid setting beside an unknown one is refused whole.
    const unknown = await put({ logo_text: 'New', theme: 'dark' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown setting: theme/);
    expect(await adminSettings()).toEqual(before);
  });

  it('closing registration refuses new accounts; opening it again lets them in', async () => {
    expect((await put({ registration_open: false })).statusCode).toBe(200);
    const body = { name: 'Amina Test', email: 'amina.closed@example.dz', password: 'Password-1-ok' };
    const closed = await post('/api/auth/register', body);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: 'Registration is closed' });
    expect((await get('/api/settings')).json().registration_open).toBe(false);
    await put({ registration_open: true });
    const open = await post('/api/auth/register', body);
    expect(open.statusCode, open.body).toBe(201);
  });

  it('mails go out under the sender name set', async () => {
    await put({ mail_sender_name: 'Lycée En-Nour' });
    const outbox = path.join(t.config.dataDir, 'outbox');
    const before = new Set(await readdir(outbox).catch(() => []));
    const res = await post('/api/auth/forgot-password', { email: student.user.email });
    expect(res.statusCode).toBe(200);
    // The mail leaves after the answer.
    const written = await vi.waitFor(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((f) => !before.has(f));
      expect(files).toHaveLength(1);
      return files;
    }, EVENTUALLY);
    const eml = await readFile(path.join(outbox, written[0]!), 'utf8');
    expect(eml).toMatch(
      /^From: =\?UTF-8\?Q\?Lyc=C3=A9e_En-Nour\?= <no-reply@masar\.local>$|^From: Lycée En-Nour <no-reply@masar\.local>$/m,
    );
    await put({ mail_sender_name: 'Masar' });
  });
});

describe('the professors’ share of sales', () => {
  it('a changed share applies to the next sale only; earlier earnings keep theirs', async () => {
    const first = await approvedCourse(1000);
    const second = await approvedCourse(1000);
    const buyer = await buildUser(t, 'student');
    await fund(buyer.user.id, 5000);
    expect((await post('/api/points/buy-course', { courseId: first }, buyer.token)).statusCode).toBe(200);

    expect((await put({ professor_share_percent: 55 })).json().professor_share_percent).toBe(55);
    expect((await post('/api/points/buy-course', { courseId: second }, buyer.token)).statusCode).toBe(200);

    const rowOf = async (courseId: number) =>
      (await t.ctx.db.select().from(professorEarnings).where(eq(professorEarnings.courseId, courseId)))[0];
    expect(await rowOf(first)).toMatchObject({ gross: 1000, sharePercent: 70, amount: 700 });
    expect(await rowOf(second)).toMatchObject({ gross: 1000, sharePercent: 55, amount: 550 });
    const report = (await get('/api/admin/earnings', admin.token)).json();
    expect(report.share_percent).toBe(55);
    const mine = report.by_professor.find((p: { professor_id: number }) => p.professor_id === prof.user.id);
    expect(mine).toMatchObject({ gross: 2000, professor: 1250, platform: 750, sales: 2 });
    await put({ professor_share_percent: 70 });
  });
});

describe('footer content', () => {
  const footer = {
    about: { ar: 'منصة تعليمية' },
    columns: [
      {
        title: { fr: 'Aide' },
        links: [
          { label: { fr: 'Contact', en: 'Contact us' }, href: '/search' },
          { label: { ar: 'الشروط' }, href: 'https://masar.dz/terms' },
        ],
      },
    ],
    social: [{ network: 'facebook', url: 'https://facebook.com/masar' }],
    contact: { email: 'contact@masar.dz', phone: '+213 555 12 34 56', address: 'Oran' },
  };
  const write = (payload: unknown, token = admin.token) =>
    t.request({ method: 'PUT', url: '/api/footer-content', token, payload: payload as object });

  it('anyone reads it; admins write it, one language filling the others; social links reach the settings', async () => {
    expect((await get('/api/footer-content')).json()).toEqual({
      about: { ar: '', fr: '', en: '' },
      columns: [],
      social: [],
      contact: { email: '', phone: '', address: '' },
    });
    expect((await write(footer, prof.token)).statusCode).toBe(403);
    const saved = await write(footer);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      about: { ar: 'منصة تعليمية', fr: 'منصة تعليمية', en: 'منصة تعليمية' },
      columns: [
        {
          title: { ar: 'Aide', fr: 'Aide', en: 'Aide' },
          links: [
            { label: { ar: 'Contact', fr: 'Contact', en: 'Contact us' }, href: '/search' },
            { label: { ar: 'الشروط', fr: 'الشروط', en: 'الشروط' }, href: 'https://masar.dz/terms' },
          ],
        },
      ],
      social: footer.social,
      contact: footer.contact,
    };
    expect(saved.json()).toEqual(expected);
    expect((await get('/api/footer-content')).json()).toEqual(expected);
    expect((await get('/api/settings')).json().social).toEqual(footer.social);
  });

  it('refuses unsafe links and bad contacts, and keeps what was there', async () => {
    const before = (await get('/api/footer-content')).json();
    const js = await write({
      ...footer,
      columns: [{ title: { ar: 'x' }, links: [{ label: { ar: 'x' }, href: 'javascript:alert(1)' }] }],
    });
    expect(js.statusCode).toBe(400);
    expect(js.json()).toEqual({
      error: 'columns.0.links.0.href: Use a path on this site (/…), an https:// or a mailto: address',
    });
    const social = await write({ ...footer, social: [{ network: 'myspace', url: 'https://x.y' }] });
    expect(social.json().error).toMatch(/^social\.0\.network: /);
    const mail = await write({ ...footer, contact: { ...footer.contact, email: 'nope' } });
    expect(mail.json()).toEqual({ error: 'contact.email: Expected an email address' });
    expect((await get('/api/footer-content')).json()).toEqual(before);
  });
});
