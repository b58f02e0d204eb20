import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../contract/users';
import { buildUser, createTestApp, type TestApp } from './helper';

/**
 * Walks every registered /api route: anonymous callers are refused (401) unless the route is public, and
 * signed-in callers whose role is not on a route's list are refused (403). A new route without an access rule
 * fails start-up (plugins/access.ts), so nothing escapes this walk.
 */
let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) tokens[role] = (await buildUser(t, role)).token;
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
    await bare.close();
  });
});
