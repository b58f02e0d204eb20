import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, createTestApp, type TestApp } from '../../test/helper';

// Per-account throttles count the email in the body, whatever bearer token comes with the request: a
// throwaway account's token must not buy more guesses at someone else's password.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 200)}.${ip % 200}`;
const variants = (email: string, i: number) =>
  [email, email.toUpperCase(), `  ${email}  `, email.replace(/^./, (c) => c.toUpperCase())][i % 4]!;

describe('per-account throttles hold whatever token is sent', () => {
  it('login', async () => {
    const victim = await buildStudent(t);
    const limit = t.config.rateLimits.loginPerAccount.max;
    for (let i = 0; i < limit; i++) {
      const throwaway = await buildStudent(t);
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        token: throwaway.token,
        remoteAddress: nextIp(),
        payload: { email: variants(victim.user.email, i), password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const throwaway = await buildStudent(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      token: throwaway.token,
      remoteAddress: nextIp(),
      payload: { email: victim.user.email, password: victim.password },
    });
    expect(res.statusCode).toBe(429);
  });

  it('forgot-password', async () => {
    const victim = await buildStudent(t);
    const limit = t.config.rateLimits.forgotPerAccount.max;
    const ask = async (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        token: (await buildStudent(t)).token,
        remoteAddress: nextIp(),
        payload: { email: variants(victim.user.email, i) },
      });
    for (let i = 0; i < limit; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(limit)).statusCode).toBe(429);
  });

  it('register keeps its 409 for a known address but is throttled per address', async () => {
    const known = await buildUser(t, 'student');
    const limit = t.config.rateLimits.registerPerAccount.max;
    const attempt = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { name: 'Someone Else', email: variants(known.user.email, i), password: 'long-enough-1' },
      });
    for (let i = 0; i < limit; i++) expect((await attempt(i)).statusCode).toBe(409);
    expect((await attempt(limit)).statusCode).toBe(429);
  });
});
