import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, FORGOT_PASSWORD_MESSAGE } from '../../../contract/auth';
import { buildUser, createTestApp, refreshCookie, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });
const login = (email: string, password: string, ip = '10.0.0.2') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** The newest reset mail sent to `email` (mail goes out after the response, so wait for it). */
async function resetMail(email: string): Promise<{ text: string; token: string }> {
  const dir = path.join(t.config.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const text = mail.text ?? '';
      const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value[0]?.address === email && token) return { text, token };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail for ${email} in the outbox`);
}

describe('register', () => {
  it('creates a student by default and returns the login shape with a refresh cookie', async () => {
    const res = await register({ name: 'Lina Saadi', email: 'Lina@Example.dz', password: 'long-enough-1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user: { name: 'Lina Saadi', email: 'lina@example.dz', role: 'student', avatar_url: null },
      agoraUid: body.user.id,
      agoraRtmToken: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');
    expect(typeof body.token).toBe('string');
    const cookie = res.cookies.find((c) => c.name === 'masar_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('creates a professor when asked', async () => {
    const res = await register({
      name: 'Prof X',
      email: 'profx@example.dz',
      password: 'long-enough-1',
      role: 'professor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('professor');
  });

  it('refuses self-registration as admin with 403 and creates nothing', async () => {
    const res = await register({
      name: 'Mallory',
      email: 'mallory@example.dz',
      password: 'long-enough-1',
      role: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/administrator/i);
    expect((await login('mallory@example.dz', 'long-enough-1')).statusCode).toBe(401);
  });

  it('refuses a duplicate email case-insensitively with 409', async () => {
    await register({ name: 'Sara One', email: 'sara@example.dz', password: 'long-enough-1' });
    const res = await register({ name: 'Sara Two', email: 'SARA@example.DZ', password: 'long-enough-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Email already registered' });
  });

  it('names the bad field', async () => {
    const short = await register({ name: 'Short Pw', email: 'short@example.dz', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/^password: /);
    const bad = await register({ name: 'Bad Mail', email: 'not-an-email', password: 'long-enough-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^email: /);
  });

  it('throttles repeated registrations of one email from many addresses', async () => {
    const limit = t.config.rateLimits.loginPerAccount.max;
    for (let i = 0; i < limit; i++) {
      const res = await register(
        { name: 'Spam Bot', email: 'target@example.dz', password: 'long-enough-1' },
        `10.9.0.${i}`,
      );
      expect(res.statusCode).toBe(i === 0 ? 201 : 409);
    }
    const blocked = await register(
      { name: 'Spam Bot', email: 'TARGET@example.dz', password: 'long-enough-1' },
      '10.9.1.1',
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('lets a class of 30 register from one school network', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await register(
        { name: `Pupil ${i}`, email: `pupil${i}@school.dz`, password: 'long-enough-1' },
        '41.100.1.1',
      );
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('login', () => {
  it('returns token, user, agoraUid and agoraRtmToken', async () => {
    const { user, password } = await buildUser(t, 'student');
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['agoraRtmToken', 'agoraUid', 'token', 'user']);
    expect(res.json().user.id).toBe(user.id);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const { user } = await buildUser(t, 'student');
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login('nobody@example.dz', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid credentials' });
    expect(unknown.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('throttles guessing on one account even from many addresses', async () => {
    const { user, password } = await buildUser(t, 'student');
    const limit = t.config.rateLimits.loginPerAccount.max;
    for (let i = 0; i < limit; i++) {
      expect((await login(user.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/too many requests/i);
  });
});

describe('me, verify, refresh and logout', () => {
  it('me returns the login shape for a valid token and 401 otherwise', async () => {
    const { user, token } = await buildUser(t, 'professor');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ token, user: { id: user.id, role: 'professor' }, agoraUid: user.id });
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/api/auth/me', token: `${token}x` });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Invalid or expired token' });
  });

  it('refuses a token once it expires, and an altered copy of one, even after it was accepted', async () => {
    // Verified tokens are kept by the server (app.ts): what it keeps must end with the token.
    const { token } = await buildUser(t, 'student');
    const me = () => t.request({ method: 'GET', url: '/api/auth/me', token });
    expect((await me()).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    const refused = await t.request({ method: 'GET', url: '/api/auth/me', token: forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid or expired token' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 30) * 1000 });
    try {
      expect((await me()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 60_000);
      const expired = await me();
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: 'Invalid or expired token' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('verify confirms a token', async () => {
    const { user, token } = await buildUser(t, 'student');
    const res = await t.request({ method: 'POST', url: '/api/auth/verify', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, user });
  });

  it('rotates the refresh token and detects reuse of a rotated one', async () => {
    const { user, password } = await buildUser(t, 'student');
    const first = refreshCookie(await login(user.email, password));

    const rotated = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: first },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.id).toBe(user.id);
    const second = refreshCookie(rotated);
    expect(second).not.toBe(first);

    // The old token again: refused, and the whole family (including `second`) is revoked.
    const reuse = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: first },
    });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: second },
    });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('of concurrent refreshes with one token exactly one succeeds', async () => {
    const { user, password } = await buildUser(t, 'student');
    const cookie = refreshCookie(await login(user.email, password));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('refuses a refresh without a cookie or with an unknown one', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: 'masar_rt=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const { user, password } = await buildUser(t, 'student');
    const cookie = refreshCookie(await login(user.email, password));
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'masar_rt')?.value).toBe('');
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh-token', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('a deleted user’s token stops working at once', async () => {
    const admin = await buildUser(t, 'admin');
    const { user, token } = await buildUser(t, 'student');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const { user } = await buildUser(t, 'student');
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.dz' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a single-use link that changes the password and ends every session', async () => {
    const { user, password } = await buildUser(t, 'student');
    const session = refreshCookie(await login(user.email, password));
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email, platform: 'tth' },
    });
    const { token } = await resetMail(user.email);

    const check = await t.request({
      method: 'POST',
      url: '/api/auth/verify-reset-token',
      payload: { token },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: user.email });

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-password')).statusCode).toBe(200);
    // The refresh token from before the reset is dead.
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: session },
    });
    expect(old.statusCode).toBe(401);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/invalid or has expired/);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/verify-reset-token', payload: { token } }))
        .statusCode,
    ).toBe(400);
  });

  it('points staff to the schoolhouse reset page', async () => {
    const { user } = await buildUser(t, 'professor');
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email, platform: 'schoolhouse' },
    });
    const { text } = await resetMail(user.email);
    expect(text).toContain('http://masar.test/schoolhouse/reset-password?token=');
  });

  it('refuses an expired token', async () => {
    const { user } = await buildUser(t, 'student');
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const { token } = await resetMail(user.email);
    await t.ctx.db.execute(
      `update password_reset_tokens set expires_at = now() - interval '1 minute'` as never,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a short new password, naming the field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^newPassword: /);
  });
});
