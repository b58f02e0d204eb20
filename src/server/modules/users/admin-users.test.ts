import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, refreshCookie, type TestApp, type TestUser } from '../../test/helper';
import { findUserById } from './service';

let t: TestApp;
let admin: TestUser;
let admin2: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin', { name: 'Head Admin' });
  admin2 = await buildUser(t, 'admin', { name: 'Second Admin' });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A student who signed in through the API: access token and refresh cookie. */
async function signedInStudent(fields: { name?: string; email?: string } = {}) {
  const built = await buildUser(t, 'student', fields);
  const res = await login(built.user.email, built.password);
  expect(res.statusCode).toBe(200);
  return { ...built, token: res.json().token as string, cookie: refreshCookie(res) };
}

const suspend = (id: number, token = admin.token, reason?: string) =>
  t.request({
    method: 'POST',
    url: `/api/users/${id}/suspend`,
    token,
    payload: reason ? { reason } : {},
  });
const reactivate = (id: number, token = admin.token) =>
  t.request({ method: 'POST', url: `/api/users/${id}/reactivate`, token });
const audit = (id: number, query = '', token = admin.token) =>
  t.request({ method: 'GET', url: `/api/users/${id}/audit${query}`, token });

describe('suspending an account', () => {
  it('refuses sign-in with 403, old access tokens on every route, and the refresh token', async () => {
    const s = await signedInStudent();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: s.token })).statusCode).toBe(200);

    const res = await suspend(s.user.id, admin.token, 'Shared his account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.user.id, role: 'student' });
    expect(typeof res.json().suspended_at).toBe('string');

    const signIn = await login(s.user.email, s.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ error: 'This account is suspended' });
    // A wrong password still answers as for anyone: the suspension is not told to a guesser.
    const guess = await login(s.user.email, 'not-the-password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ error: 'Invalid credentials' });

    for (const url of [
      '/api/auth/me',
      `/api/users/${s.user.id}`,
      '/api/points/balance',
      '/api/points/my-courses',
    ]) {
      const old = await t.request({ method: 'GET', url, token: s.token });
      expect(old.statusCode, url).toBe(401);
    }
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${s.user.id}`,
      token: s.token,
      payload: { name: 'Still Here' },
    });
    expect(put.statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: s.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ error: 'Session expired, please sign in again' });
  });

  it('refuses a suspended account on every route even with a token carrying the current session version', async () => {
    // An admin, so that no route is refused for the role first.
    const other = await buildUser(t, 'admin');
    expect((await suspend(other.user.id)).statusCode).toBe(200);
    const row = await findUserById(t.ctx.db, other.user.id);
    const fresh = t.ctx.tokens.sign(row!);
    const routes = t.app.routeRegistry.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const res = await t.request({ method: route.method as 'GET', url, token: fresh });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ error: 'This account is suspended' });
    }
    // A public route treats the token as absent rather than as the suspended user.
    const pub = await t.request({ method: 'GET', url: '/api/health', token: fresh });
    expect(pub.statusCode).toBe(200);
  });

  it('reactivation lets the account sign in again', async () => {
    const s = await signedInStudent();
    expect((await suspend(s.user.id)).statusCode).toBe(200);
    const again = await suspend(s.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This account is already suspended' });
    const back = await reactivate(s.user.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().suspended_at).toBeNull();
    const signIn = await login(s.user.email, s.password);
    expect(signIn.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: signIn.json().token });
    expect(me.statusCode).toBe(200);
    const twice = await reactivate(s.user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This account is not suspended' });
  });

  it('an admin cannot suspend or demote themselves (409), and nothing changes', async () => {
    const self = await suspend(admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'You cannot suspend your own account' });
    const demote = await t.request({
      method: 'PUT',
      url: `/api/users/${admin.user.id}/role`,
      token: admin.token,
      payload: { role: 'student' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'You cannot change your own role' });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: admin.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('admin');
    expect((await audit(admin.user.id)).json().pagination.total).toBe(0);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await suspend(999_999)).json()).toEqual({ error: 'User not found' });
    expect((await audit(999_999)).statusCode).toBe(404);
    const overview = await t.request({
      method: 'GET',
      url: '/api/users/999999/overview',
      token: admin.token,
    });
    expect(overview.statusCode).toBe(404);
  });
});

describe('role changes and reset links', () => {
  it('changes the role, ends the old sessions, and records who did it', async () => {
    const s = await signedInStudent();
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${s.user.id}/role`,
      token: admin2.token,
      payload: { role: 'professor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('professor');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: s.token })).statusCode).toBe(401);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/users/${s.user.id}/role`,
      token: admin.token,
      payload: { role: 'king' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^role: /);
    const entries = (await audit(s.user.id)).json().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'role_changed',
      actor: { id: admin2.user.id, name: 'Second Admin' },
      before: { role: 'student' },
      after: { role: 'professor' },
    });
  });

  it('mails the account a working reset link and records it', async () => {
    const s = await signedInStudent();
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${s.user.id}/password-reset`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A password reset link was sent' });
    const token = await resetToken(s.user.email);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-one' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(s.user.email, 'a-brand-new-one')).statusCode).toBe(200);
    const entries = (await audit(s.user.id)).json().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'password_reset_sent', actor: { id: admin.user.id } });
  });

  it('records an admin’s profile edit without the password itself', async () => {
    const s = await buildUser(t, 'student', { name: 'Old Name' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${s.user.id}`,
      token: admin.token,
      payload: { name: 'New Name', password: 'another-password' },
    });
    expect(res.statusCode).toBe(200);
    const entries = (await audit(s.user.id)).json().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'profile_updated',
      before: { name: 'Old Name', password: null },
      after: { name: 'New Name', password: 'changed' },
    });
    expect(JSON.stringify(entries[0])).not.toContain('another-password');
  });
});

describe('the audit trail', () => {
  it('lists suspension and reactivation newest first, with the actor, paginated', async () => {
    const s = await signedInStudent();
    await suspend(s.user.id, admin.token, 'Spam');
    await reactivate(s.user.id, admin2.token);
    const page1 = (await audit(s.user.id, '?page=1&limit=1')).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page1.entries).toHaveLength(1);
    expect(page1.entries[0]).toMatchObject({
      action: 'reactivated',
      actor: { id: admin2.user.id, name: 'Second Admin' },
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
    const page2 = (await audit(s.user.id, '?page=2&limit=1')).json();
    expect(page2.entries).toHaveLength(1);
    expect(page2.entries[0]).toMatchObject({
      action: 'suspended',
      actor: { id: admin.user.id, name: 'Head Admin' },
      after: { status: 'suspended', reason: 'Spam' },
    });
    expect(Date.parse(page2.entries[0].created_at)).toBeLessThanOrEqual(
      Date.parse(page1.entries[0].created_at),
    );
  });
});

describe('non-admins', () => {
  it('get 403 on every admin route of accounts', async () => {
    const s = await buildUser(t, 'student');
    const prof = await buildUser(t, 'professor');
    const target = await buildUser(t, 'student');
    const id = target.user.id;
    const calls = [
      { method: 'GET', url: `/api/users/${id}/overview` },
      { method: 'GET', url: `/api/users/${id}/audit` },
      { method: 'PUT', url: `/api/users/${id}/role`, payload: { role: 'admin' } },
      { method: 'POST', url: `/api/users/${id}/suspend`, payload: {} },
      { method: 'POST', url: `/api/users/${id}/reactivate` },
      { method: 'POST', url: `/api/users/${id}/password-reset` },
      { method: 'GET', url: '/api/users?sort=oldest' },
    ] as const;
    for (const caller of [s, prof]) {
      for (const call of calls) {
        const res = await t.request({ ...call, token: caller.token });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ error: 'You do not have permission to do this' });
      }
    }
    // Nothing changed.
    const row = await findUserById(t.ctx.db, id);
    expect(row).toMatchObject({ role: 'student', suspendedAt: null });
    expect((await audit(id)).json().pagination.total).toBe(0);
  });
});

describe('GET /users for the admin page', () => {
  it('searches part of an email, filters by role and status, sorts by sign-up date', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const a = await buildUser(t, 'student', { email: `first.${tag}@school.dz` });
    const b = await buildUser(t, 'professor', { email: `second.${tag}@school.dz` });
    const c = await buildUser(t, 'student', { name: `Nadia ${tag}` });
    const list = (q: string) => t.request({ method: 'GET', url: `/api/users?${q}`, token: admin.token });

    const found = (await list(`search=${tag}`)).json();
    expect(found.pagination.total).toBe(3);
    expect(found.users.map((u: { id: number }) => u.id)).toEqual([c.user.id, b.user.id, a.user.id]);
    const oldest = (await list(`search=${tag}&sort=oldest`)).json();
    expect(oldest.users.map((u: { id: number }) => u.id)).toEqual([a.user.id, b.user.id, c.user.id]);
    const profs = (await list(`search=${tag}&role=professor`)).json();
    expect(profs.users.map((u: { id: number }) => u.id)).toEqual([b.user.id]);
    const paged = (await list(`search=${tag}&sort=oldest&page=2&limit=2`)).json();
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(paged.users.map((u: { id: number }) => u.id)).toEqual([c.user.id]);

    await suspend(a.user.id);
    const suspended = (await list(`search=${tag}&status=suspended`)).json();
    expect(suspended.users).toHaveLength(1);
    expect(suspended.users[0]).toMatchObject({ id: a.user.id });
    expect(typeof suspended.users[0].suspended_at).toBe('string');
    const active = (await list(`search=${tag}&status=active`)).json();
    expect(active.pagination.total).toBe(2);
    expect(active.users.every((u: { suspended_at: string | null }) => u.suspended_at === null)).toBe(true);
    const badSort = await list('sort=sideways');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error).toMatch(/^sort: /);
  });
});

describe('GET /users/{id}/overview', () => {
  it('shows the profile, the balance, the ledger link and empty purchase lists for a new account', async () => {
    const s = await buildUser(t, 'student');
    const res = await t.request({
      method: 'GET',
      url: `/api/users/${s.user.id}/overview`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { ...s.user, suspended_at: null },
      balance: 0,
      transactions_url: `/admin/point-transactions?user_id=${s.user.id}`,
      courses: { total: 0, items: [] },
      live_sessions: { total: 0, items: [] },
    });
  });
});

async function resetToken(email: string): Promise<string> {
  const dir = path.join(t.config.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(dir).catch(() => [])) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (to?.value[0]?.address === email && token) return token;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}
