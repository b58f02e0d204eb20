import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../plugins/mail';
import { buildUser, createTestApp, EVENTUALLY, refreshCookie, type TestApp } from '../../test/helper';

// The takeover chain: a stolen access token moves the account to the thief's address, then a reset to that
// address takes the account, even after the owner signed out.
let t: TestApp;
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({
    overrides: {
      mailer: {
        send: async (message) => {
          sent.push(message);
        },
        close: () => undefined,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;
const login = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const linkIn = (to: string, path: string) => {
  const mail = [...sent].reverse().find((m) => m.to === to && m.text.includes(path));
  const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${to}`);
  return token;
};
/** The reset link mailed to `to`: that mail leaves after the answer, so it is waited for. */
const resetTokenMailedTo = (to: string) => vi.waitFor(() => linkIn(to, '/reset-password'), EVENTUALLY);

async function signedIn() {
  const account = await buildUser(t, 'student');
  const res = await login(account.user.email, account.password);
  expect(res.statusCode).toBe(200);
  return { ...account, token: res.json().token as string, cookie: refreshCookie(res) };
}

describe('changing one’s own email', () => {
  it('needs the current password', async () => {
    const victim = await signedIn();
    for (const payload of [
      { email: 'thief@evil.test' },
      { email: 'thief@evil.test', currentPassword: 'not-the-password' },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${victim.user.id}`,
        token: victim.token,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'currentPassword: Current password is incorrect' });
    }
    expect((await me(victim.token)).json().user.email).toBe(victim.user.email);
  });

  it('takes effect only through the link sent to the new address, and tells the old one', async () => {
    const owner = await signedIn();
    const other = await login(owner.user.email, owner.password);
    const newEmail = `moved.${owner.user.id}@example.dz`;
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      token: owner.token,
      payload: { email: newEmail, currentPassword: owner.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(owner.user.email);
    expect(sent.some((m) => m.to === owner.user.email && m.text.includes(newEmail))).toBe(true);
    linkIn(owner.user.email, '/undo-email-change');

    const confirmed = await t.request({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: linkIn(newEmail, '/confirm-email') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe(newEmail);
    // Every session ended: access tokens and refresh tokens alike.
    expect((await me(owner.token)).statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: refreshCookie(other) },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(newEmail, owner.password)).statusCode).toBe(200);
    // A link is used once.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: linkIn(newEmail, '/confirm-email') },
    });
    expect(again.statusCode).toBe(400);
  });

  it('can be undone from the old address, which also voids reset links sent to the new one', async () => {
    const owner = await signedIn();
    const thief = `thief.${owner.user.id}@evil.test`;
    await t.request({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      token: owner.token,
      payload: { email: thief, currentPassword: owner.password },
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: linkIn(thief, '/confirm-email') },
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: thief },
      remoteAddress: nextIp(),
    });
    const thiefSession = await login(thief, owner.password);
    expect(thiefSession.statusCode).toBe(200);
    const resetToken = await resetTokenMailedTo(thief);

    const undone = await t.request({
      method: 'POST',
      url: '/api/auth/undo-email-change',
      payload: { token: linkIn(owner.user.email, '/undo-email-change') },
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().email).toBe(owner.user.email);
    expect((await me(thiefSession.json().token)).statusCode).toBe(401);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword: 'thief-password-1' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(owner.user.email, owner.password)).statusCode).toBe(200);
  });

  it('an admin corrects another user’s address at once, ending that user’s sessions', async () => {
    const admin = await buildUser(t, 'admin');
    const user = await signedIn();
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${user.user.id}`,
      token: admin.token,
      payload: { email: `fixed.${user.user.id}@example.dz` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(`fixed.${user.user.id}@example.dz`);
    expect((await me(user.token)).statusCode).toBe(401);
    linkIn(user.user.email, '/undo-email-change');
  });
});

describe('sessions end with the events that should end them', () => {
  it('signing out kills the access token a thief copied', async () => {
    const victim = await signedIn();
    const stolen = victim.token;
    expect((await me(stolen)).statusCode).toBe(200);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: victim.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(stolen)).statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: victim.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the changer’s own sign-in', async () => {
    const owner = await signedIn();
    const elsewhere = await login(owner.user.email, owner.password);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      token: owner.token,
      payload: { password: 'a-brand-new-one', currentPassword: owner.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere.json().token)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    const lost = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: refreshCookie(elsewhere) },
    });
    expect(lost.statusCode).toBe(401);
    const kept = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: owner.cookie },
    });
    expect(kept.statusCode).toBe(200);
    expect((await me(kept.json().token)).statusCode).toBe(200);
  });

  it('a password reset ends every access token', async () => {
    const owner = await signedIn();
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.user.email },
      remoteAddress: nextIp(),
    });
    const token = await resetTokenMailedTo(owner.user.email);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'after-the-reset' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(owner.token)).statusCode).toBe(401);
  });
});
