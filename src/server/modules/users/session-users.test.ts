/**
 * The token check's kept users (session-users.ts): a signed-in request reads its user from memory, and every
 * write to users through the API drops them before its answer leaves, so a suspension, a role change or ended
 * sessions are refused on the very next request — on this instance and, through Redis, on the others.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED } from '../../../contract/users';
import { users } from '../../db/schema/users';
import Fastify from 'fastify';
import { createEventBus } from '../../plugins/events';
import {
  buildUser,
  countingReads,
  createTestApp,
  refreshCookie,
  type TestApp,
  type TestUser,
} from '../../test/helper';
import { registerSessionUsers } from './session-users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const balance = (token: string, app: TestApp = t) =>
  app.request({ method: 'GET', url: '/api/points/balance', token });
/** Changes a user's row behind the API's back (no event): the next request shows whether it was kept. */
const suspendQuietly = (id: number, at: Date | null) =>
  t.ctx.db.update(users).set({ suspendedAt: at }).where(eq(users.id, id));

describe('kept users', () => {
  it('keeps the user of a signed-in request, and refuses them on the next request once an admin suspends them', async () => {
    const student = await buildUser(t, 'student');
    expect((await balance(student.token)).statusCode).toBe(200);
    // Kept: a change nobody announced is not seen…
    await suspendQuietly(student.user.id, new Date());
    expect((await balance(student.token)).statusCode).toBe(200);
    await suspendQuietly(student.user.id, null);
    // …but a suspension through the API is, on the next request.
    const suspended = await t.request({
      method: 'POST',
      url: `/api/users/${student.user.id}/suspend`,
      token: admin.token,
      payload: {},
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Suspending ends the account's tokens (decision 010): the kept token is refused on the next request.
    expect((await balance(student.token)).statusCode).toBe(401);
    // A token minted since (as a refresh would) meets the suspension itself.
    const fresh = t.ctx.tokens.sign(
      (await t.ctx.db.select().from(users).where(eq(users.id, student.user.id)))[0]!,
    );
    const refused = await balance(fresh);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ACCOUNT_SUSPENDED });
  });

  it('a role change ends the kept tokens at once: the old role is never used again', async () => {
    const professor = await buildUser(t, 'professor');
    const before = await t.request({
      method: 'GET',
      url: '/api/professor/dashboard/stats',
      token: professor.token,
    });
    expect(before.statusCode, before.body).toBe(200);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/users/${professor.user.id}/role`,
      token: admin.token,
      payload: { role: 'student' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.request({
      method: 'GET',
      url: '/api/professor/dashboard/stats',
      token: professor.token,
    });
    expect(after.statusCode).toBe(401);
  });

  it('any write to users drops them: a session version bumped meanwhile is seen after the next one', async () => {
    const student = await buildUser(t, 'student');
    const other = await buildUser(t, 'student');
    expect((await balance(student.token)).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, student.user.id));
    expect((await balance(student.token)).statusCode).toBe(200);
    // Someone else renames themself: every kept user goes, and the old token is refused.
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      token: other.token,
      payload: { name: 'Karim' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await balance(student.token)).statusCode).toBe(401);
  });

  it('signing in, refreshing, signing up and a missing address keep them; signing out drops them', async () => {
    const student = await buildUser(t, 'student');
    const other = await buildUser(t, 'student');
    expect((await balance(student.token)).statusCode).toBe(200);
    await suspendQuietly(student.user.id, new Date());
    // None of these changes an existing account's session facts: the kept student is still served.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: other.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: refreshCookie(login) },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const signedUp = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nouveau', email: `new.${other.user.id}@example.dz`, password: 'Password-new-ok' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    // An address with no route wrote nothing either.
    const nowhere = await t.request({ method: 'POST', url: '/api/auth/nowhere', payload: {} });
    expect(nowhere.statusCode).toBe(404);
    expect((await balance(student.token)).statusCode).toBe(200);
    // Signing out ends the other account's tokens: every kept user goes, the suspension is seen.
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: other.token,
      headers: { cookie: refreshCookie(refreshed) },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await balance(student.token)).statusCode).toBe(403);
  });

  it('reads a user once for the requests that miss together, and not across a change', async () => {
    const student = await buildUser(t, 'student');
    const app = Fastify();
    const events = await createEventBus({ log: app.log });
    const { db: counted, reads } = countingReads(t.ctx.db);
    const kept = registerSessionUsers(app, counted, events);
    try {
      const found = await Promise.all(Array.from({ length: 20 }, () => kept.find(student.user.id)));
      expect(reads()).toBe(1);
      expect(found.map((u) => u?.id)).toEqual(Array(20).fill(student.user.id));
      expect(kept.size).toBe(1);
      await kept.find(student.user.id);
      expect(reads()).toBe(1);

      // A change while a read is under way: the requests after it read again, and the first read is not kept.
      kept.clear();
      const before = kept.find(student.user.id);
      events.publish({ type: 'users.changed' });
      const after = kept.find(student.user.id);
      await Promise.all([before, after]);
      expect(reads()).toBe(3);
      expect(kept.size).toBe(1);
      // A sign-up announced by another instance is no reason to read anyone again.
      events.publish({ type: 'users.changed', newAccount: true });
      await events.settled();
      await kept.find(student.user.id);
      expect(reads()).toBe(3);
    } finally {
      await events.close();
      await app.close();
    }
  });

  it('a deleted account is refused at once', async () => {
    const student = await buildUser(t, 'student');
    expect((await balance(student.token)).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/${student.user.id}`,
      token: admin.token,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await balance(student.token)).statusCode).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances through Redis (needs TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a write to users on one instance drops the users the other keeps', async () => {
    const student = await buildUser(b, 'student');
    expect((await balance(student.token, b)).statusCode).toBe(200);
    // Suspended behind b's back: b keeps serving the kept user until an event says users changed.
    await b.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, student.user.id));
    expect((await balance(student.token, b)).statusCode).toBe(200);
    const someone = await buildUser(a, 'student');
    const renamed = await a.request({
      method: 'PUT',
      url: `/api/users/${someone.user.id}`,
      token: someone.token,
      payload: { name: 'Karim' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(async () => (await balance(student.token, b)).statusCode).toBe(403);
  });
});
