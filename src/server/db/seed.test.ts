import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper';
import { DEMO_ACCOUNTS, seedDatabase } from './seed';
import { users } from './schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('seedDatabase', () => {
  it('creates nothing when seeding is off and no admin is configured', async () => {
    const report = await seedDatabase({ ...t.ctx, config: { ...t.config, seedDemo: false, admin: null } });
    expect(report).toEqual({ adminCreated: null, demoSeeded: null });
    expect(await userCount()).toBe(0);
  });

  it('creates the configured admin and the demo accounts on an empty database, once', async () => {
    const config = {
      ...t.config,
      seedDemo: true,
      admin: { email: 'boss@school.dz', password: 'boss-password' },
    };
    const first = await seedDatabase({ ...t.ctx, config });
    expect(first.adminCreated).toBe('boss@school.dz');
    expect(first.demoSeeded).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length + 1);

    const roles = DEMO_ACCOUNTS.map((a) => a.role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'professor')).toHaveLength(2);
    expect(roles.filter((r) => r === 'student')).toHaveLength(3);

    const admin = await login('boss@school.dz', 'boss-password');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe('admin');
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(account.email, account.password);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }

    const second = await seedDatabase({ ...t.ctx, config });
    expect(second).toEqual({ adminCreated: null, demoSeeded: null });
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length + 1);
  });
});
