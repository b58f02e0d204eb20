import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/helper';
import {
  admin,
  balanceOf,
  get,
  newPackage,
  other,
  post,
  student,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

describe('redeem codes', () => {
  it('admins generate codes; a student redeems one exactly once', async () => {
    const res = await post('/api/points/codes', { count: 3, points: 500 }, admin.token);
    expect(res.statusCode).toBe(201);
    const { batch, codes } = res.json();
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(3);

    const u = await buildUser(t, 'student');
    const spaced = codes[0].code
      .toLowerCase()
      .replace(/(.{4})/g, '$1-')
      .slice(0, -1);
    const redeemed = await post('/api/points/codes/redeem', { code: spaced }, u.token);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ points: 500, balance: 500 });
    const twice = await post('/api/points/codes/redeem', { code: codes[0].code }, other.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This code has already been used' });
    expect(await balanceOf(other.token)).toBe(0);
    const unknown = await post('/api/points/codes/redeem', { code: 'AAAAAAAAAAAAAAAA' }, u.token);
    expect(unknown.statusCode).toBe(404);

    const used = (await get(`/api/points/codes?batch=${batch}&status=used`, admin.token)).json();
    expect(used.codes.map((c: { code: string; redeemed_by: number }) => [c.code, c.redeemed_by])).toEqual([
      [codes[0].code, u.user.id],
    ]);
    const unused = (await get(`/api/points/codes?batch=${batch}&status=unused`, admin.token)).json();
    expect(unused.pagination.total).toBe(2);
    const csv = await get(`/api/points/codes?batch=${batch}&format=csv`, admin.token);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="masar-codes-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,points,package,batch,created_at,redeemed_by,redeemed_at');
    expect(lines).toHaveLength(4);
    expect((await get('/api/points/transactions', u.token)).json().transactions[0]).toMatchObject({
      kind: 'code',
      amount: 500,
    });
  });

  it('takes a package’s points, refuses bad counts and non-admins', async () => {
    const pack = await newPackage(2000, 2000);
    const res = await post('/api/points/codes', { count: 1, packageId: pack.id }, admin.token);
    expect(res.json().codes[0]).toMatchObject({ points: 2000, package_id: pack.id });
    expect((await post('/api/points/codes', { count: 1001, points: 1 }, admin.token)).statusCode).toBe(400);
    expect((await post('/api/points/codes', { count: 0, points: 1 }, admin.token)).statusCode).toBe(400);
    expect((await post('/api/points/codes', { count: 1 }, admin.token)).statusCode).toBe(400);
    expect((await post('/api/points/codes', { count: 1, points: 10 }, student.token)).statusCode).toBe(403);
    expect((await get('/api/points/codes', student.token)).statusCode).toBe(403);
  });

  it("names a code's package in the admin's language, in the list, the new batch and the CSV", async () => {
    const created = await post(
      '/api/points/packages',
      { name: 'باقة الامتحان', points: 700, price: 700, translations: { fr: { name: 'Pack examen' } } },
      admin.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const packageId: number = created.json().id;
    const fresh = await post('/api/points/codes?lang=fr', { count: 1, packageId }, admin.token);
    expect(fresh.json().codes[0]).toMatchObject({ package_id: packageId, package_name: 'Pack examen' });
    const batch: string = fresh.json().batch;
    const listed = async (query: string) =>
      (await get(`/api/points/codes?batch=${batch}${query}`, admin.token)).json().codes[0].package_name;
    expect(await listed('&lang=fr')).toBe('Pack examen');
    expect(await listed('')).toBe('باقة الامتحان');
    // No English name: English readers get Arabic.
    expect(await listed('&lang=en')).toBe('باقة الامتحان');
    const csv = await get(`/api/points/codes?batch=${batch}&format=csv&lang=fr`, admin.token);
    expect(csv.body).toContain('Pack examen');
  });

  it('throttles guessing per account', async () => {
    const u = await buildUser(t, 'student');
    const limit = t.config.rateLimits.redeemPerAccount.max;
    for (let i = 0; i < limit; i++) {
      expect((await post('/api/points/codes/redeem', { code: 'BBBBBBBBBBBBBBBB' }, u.token)).statusCode).toBe(
        404,
      );
    }
    expect((await post('/api/points/codes/redeem', { code: 'BBBBBBBBBBBBBBBB' }, u.token)).statusCode).toBe(
      429,
    );
  });
});
