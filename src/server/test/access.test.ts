import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../contract/users';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

/**
 * Walks every registered /api route: anonymous callers are refused (401) unless the route is public, and
 * signed-in callers whose role is not on a route's list are refused (403). A new route without an access rule
 * fails start-up (plugins/access.ts), so nothing escapes this walk.
 */
let t: TestApp;
const tokens = {} as Record<Role, string>;
let student: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) tokens[role] = (await buildUser(t, role)).token;
  student = await buildUser(t, 'student');
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
const method = (m: string) => m as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('access rules of every route', () => {
  it('has routes to check', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(10);
  });

  it('refuses anonymous callers on every non-public route', async () => {
    const guarded = t.app.routeRegistry.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.request({ method: method(route.method), url: concrete(route.url), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toHaveProperty('error');
    }
  });

  it('refuses a bad token on every non-public route', async () => {
    for (const route of t.app.routeRegistry.filter((r) => r.access !== 'public')) {
      const res = await t.request({
        method: method(route.method),
        url: concrete(route.url),
        token: 'not-a-jwt',
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses wrong roles on every role-restricted route', async () => {
    let checked = 0;
    for (const route of t.app.routeRegistry) {
      if (!Array.isArray(route.access)) continue;
      for (const role of roles.filter((r) => !route.access.includes(r))) {
        const res = await t.request({
          method: method(route.method),
          url: concrete(route.url),
          token: tokens[role],
          payload: {},
        });
        expect(res.statusCode, `${role} → ${route.method} ${route.url}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses to start when a route declares no access rule', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerAccessControl } = await import('../plugins/access');
    const bare = Fastify();
    registerAccessControl(bare, { resolveUser: async () => null });
    expect(() => bare.get('/api/unguarded', async () => 'oops')).toThrow(/declares no access rule/);
    expect(() =>
      bare.route({ method: ['GET', 'POST'], url: '/api/unguarded-too', handler: async () => 'oops' }),
    ).toThrow('Route GET,POST /api/unguarded-too declares no access rule');
    await bare.close();
  });

  it('guards every API route of a freshly built app and leaves the web app open', async () => {
    // Built inside the test, so a broken access plugin fails here rather than in a hook.
    const fresh = await createTestApp({
      configure: async (config) => {
        await mkdir(config.webDir, { recursive: true });
        await writeFile(path.join(config.webDir, 'index.html'), '<!doctype html><title>Masar</title>');
      },
    });
    try {
      expect(fresh.app.routeRegistry.length).toBeGreaterThan(10);
      expect(fresh.app.routeRegistry).toContainEqual({ method: 'GET', url: '/api/auth/me', access: 'user' });
      expect(fresh.app.routeRegistry).toContainEqual({
        method: 'POST',
        url: '/api/auth/login',
        access: 'public',
      });
      expect((await fresh.request({ method: 'GET', url: '/index.html' })).statusCode).toBe(200);
      // The app's pages answer 200 with the app, whoever asks (the app itself guards them); any other address
      // gets the app too, to show its not-found page, with 404.
      for (const url of ['/', '/coursesList/courses/5', '/admin/pending', '/points?x=1']) {
        const page = await fresh.request({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Masar</title>');
      }
      for (const url of ['/nowhere', '/admin/nowhere', '/coursesList/courses/5/more']) {
        const page = await fresh.request({ method: 'GET', url });
        expect(page.statusCode, url).toBe(404);
        expect(page.body).toContain('<title>Masar</title>');
      }
      const anonymous = await fresh.request({ method: 'GET', url: '/api/auth/me' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required' });
      const user = await buildUser(fresh, 'student');
      const me = await fresh.request({ method: 'GET', url: '/api/auth/me', token: user.token });
      expect(me.statusCode).toBe(200);
      expect(me.json().token).toBe(user.token);
    } finally {
      await fresh.close();
    }
  });
});

describe('how a request is identified', () => {
  const me = (authorization?: string) =>
    t.request({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('names what is wrong: no token, or a token that is not valid', async () => {
    expect((await me()).json()).toEqual({ error: 'Authentication required' });
    expect((await me('Bearer not-a-jwt')).json()).toEqual({ error: 'Invalid or expired token' });
    // A bearer scheme without a token is no token at all.
    expect((await me('Bearer ')).json()).toEqual({ error: 'Authentication required' });
    expect((await me('Bearer')).json()).toEqual({ error: 'Authentication required' });
  });

  it('accepts the bearer scheme in any case, and no other scheme', async () => {
    const lower = await me(`bearer ${student.token}`);
    expect(lower.statusCode).toBe(200);
    expect(lower.json().user.id).toBe(student.user.id);
    const basic = await me(`Basic ${student.token}`);
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ error: 'Authentication required' });
  });

  it('keeps the token the caller signed in with', async () => {
    // An older token than any the server would sign now: /me answers with the caller's own.
    const iat = Math.floor(Date.now() / 1000) - 60;
    const claims = { sub: String(student.user.id), role: 'student', sv: 0, iat };
    const token = t.app.jwt.sign(claims);
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBe(token);
  });

  it('treats a bad token on a public route as no token, and a good one as its user', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/courses', token: 'not-a-jwt' });
    expect(anonymous.statusCode).toBe(200);
    // Who is asking changes a public answer: only admins may list courses waiting for review.
    const pending = '/api/courses?status=pending';
    expect((await t.request({ method: 'GET', url: pending, token: 'not-a-jwt' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: pending, token: tokens.admin })).statusCode).toBe(200);
  });

  it('leaves paths outside the API alone', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found' });
    expect(t.app.routeRegistry.length).toBeGreaterThan(10);
    expect(t.app.routeRegistry.every((r) => r.url.startsWith('/api'))).toBe(true);
  });

  it('lists each route once per method, without the implicit HEAD routes', async () => {
    const keys = t.app.routeRegistry.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('HEAD '))).toEqual([]);
    expect(keys).toContain('GET /api/auth/me');
    expect(t.app.routeRegistry.find((r) => r.url === '/api/auth/me')?.access).toBe('user');
    expect(t.app.routeRegistry.filter((r) => r.url.startsWith('/api/docs')).length).toBeGreaterThan(0);
    expect(
      t.app.routeRegistry.filter((r) => r.url.startsWith('/api/docs')).every((r) => r.access === 'public'),
    ).toBe(true);
  });
});
