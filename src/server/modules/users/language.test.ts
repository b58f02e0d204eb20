import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../plugins/mail';
import { buildUser, createTestApp, EVENTUALLY, type TestApp } from '../../test/helper';

/** Each user reads the platform in one language, kept on the account; the platform's mails use it. */
let t: TestApp;
const mail: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({
    overrides: { mailer: { send: async (m) => void mail.push(m), close: () => undefined } },
  });
});
afterAll(async () => {
  await t.close();
});

async function resetMailTo(email: string): Promise<MailMessage> {
  mail.length = 0;
  const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() => expect(mail.map((m) => m.to)).toEqual([email]), EVENTUALLY);
  return mail[0]!;
}

const register = (email: string, language?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Nadia Cherif', email, password: 'Password#2026', ...(language ? { language } : {}) },
  });

describe('the language of an account', () => {
  it('is the one signed up in, Arabic when none is given', async () => {
    const french = await register('nadia.fr@masar.test', 'fr');
    expect(french.statusCode).toBe(201);
    expect(french.json().user.language).toBe('fr');
    const plain = await register('nadia.ar@masar.test');
    expect(plain.json().user.language).toBe('ar');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: french.json().token });
    expect(me.json().user.language).toBe('fr');
  });

  it('writes the password-reset mail in it, and follows a change', async () => {
    const { user, token } = (await register('samir.lang@masar.test', 'fr')).json();
    const french = await resetMailTo(user.email);
    expect(french.subject).toBe('Masar — réinitialiser votre mot de passe');
    expect(french.text).toMatch(/^Bonjour Nadia Cherif,/);
    expect(french.text).toContain('/reset-password?token=');

    const changed = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('en');
    expect((await resetMailTo(user.email)).subject).toBe('Masar — reset your password');

    await t.request({ method: 'PUT', url: `/api/users/${user.id}`, token, payload: { language: 'ar' } });
    const arabic = await resetMailTo(user.email);
    expect(arabic.subject).toBe('مسار — إعادة تعيين كلمة المرور');
    expect(arabic.text).toMatch(/^مرحبًا Nadia Cherif،/);
  });

  it('refuses a language the platform does not speak and keeps the one it had', async () => {
    const { user, token } = await buildUser(t, 'student');
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^language: /);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json().user.language).toBe('ar');
    expect((await register('nadia.de@masar.test', 'de')).statusCode).toBe(400);
  });

  it('writes the email-change mails in it', async () => {
    const { user, token } = (await register('karim.lang@masar.test', 'fr')).json();
    mail.length = 0;
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token,
      payload: { email: 'karim.new@masar.test', currentPassword: 'Password#2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.fromEntries(mail.map((m) => [m.to, m.subject]))).toEqual({
      'karim.new@masar.test': 'Masar — confirmez votre nouvelle adresse e-mail',
      'karim.lang@masar.test': 'Masar — votre adresse e-mail va changer',
    });
  });
});
