import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let student: TestUser;
let other: TestUser;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, prof, student, other] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor', { name: 'Nadia Haddad' }),
    buildUser(t, 'student'),
    buildUser(t, 'student'),
  ]);
  const level = await post('/api/levels', { name: 'L' }, admin.token);
  const year = await post('/api/years', { name: 'Y', levelId: level.json().id }, admin.token);
  materialId = (
    await post('/api/materials', { name: 'M', yearId: year.json().id, price: 1200 }, admin.token)
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: object, token?: string) {
  return t.request({ method: 'POST', url, payload, token });
}
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const balanceOf = async (token: string) => (await get('/api/points/balance', token)).json().balance as number;
const fund = (userId: number, points: number) =>
  t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: userId, points },
  });

async function approvedCourse(price?: number) {
  const res = await post(
    '/api/courses',
    {
      title: 'Cours',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'secret content' }] }],
      material_id: materialId,
      ...(price !== undefined ? { price } : {}),
    },
    prof.token,
  );
  const id = res.json().id as number;
  await t.request({ method: 'PUT', url: `/api/courses/${id}/approve`, token: admin.token });
  return id;
}

async function newPackage(points = 1000, price = 1000) {
  return (await post('/api/points/packages', { name: `Pack ${points}`, points, price }, admin.token)).json();
}

describe('balance and admin corrections', () => {
  it('starts at zero; an admin sets it and an adjustment row records the difference', async () => {
    const u = await buildUser(t, 'student');
    expect(await balanceOf(u.token)).toBe(0);
    const set = await fund(u.user.id, 500);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ balance: 500 });
    await fund(u.user.id, 200);
    expect(await balanceOf(u.token)).toBe(200);
    const rows = (await get('/api/points/transactions', u.token)).json().transactions;
    expect(
      rows.map((r: { kind: string; amount: number; balance_after: number }) => [
        r.kind,
        r.amount,
        r.balance_after,
      ]),
    ).toEqual([
      ['adjustment', -300, 200],
      ['adjustment', 500, 500],
    ]);
  });

  it('refuses corrections from anyone but an admin, and negative balances', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/points/balance',
      token: student.token,
      payload: { user_id: student.user.id, points: 1e6 },
    });
    expect(res.statusCode).toBe(403);
    expect(await balanceOf(student.token)).toBe(0);
    const negative = await fund(student.user.id, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toMatch(/^points: /);
  });
});

describe('packages', () => {
  it('students see active packages; admins manage all; a package with sales is deactivated, not deleted', async () => {
    const pack = await newPackage(2000, 1900);
    const hidden = (
      await post(
        '/api/points/packages',
        { name: 'Old', points: 10, price: 10, is_active: false },
        admin.token,
      )
    ).json();
    const visible = (await get('/api/points/packages')).json().map((p: { id: number }) => p.id);
    expect(visible).toContain(pack.id);
    expect(visible).not.toContain(hidden.id);
    expect((await get('/api/points/packages/all', student.token)).statusCode).toBe(403);
    expect(
      (await post('/api/points/packages', { name: 'x', points: 1, price: 1 }, student.token)).statusCode,
    ).toBe(403);
    const bad = await post('/api/points/packages', { name: 'x', points: 0, price: 1 }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^points: /);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/points/packages/${pack.id}`,
      token: admin.token,
      payload: { price: 1800 },
    });
    expect(edited.json()).toMatchObject({ price: 1800, points: 2000 });

    expect(
      (
        await t.request({ method: 'DELETE', url: `/api/points/packages/${hidden.id}`, token: admin.token })
      ).json(),
    ).toMatchObject({
      deleted: true,
    });
    const checkout = (
      await post('/api/payments/create-checkout', { packageId: pack.id }, student.token)
    ).json();
    const paid = await post(`/api/payments/sandbox/${checkout.checkout_id}/pay`, {});
    expect(paid.json(), paid.body).toMatchObject({ status: 'completed' });
    const kept = await t.request({
      method: 'DELETE',
      url: `/api/points/packages/${pack.id}`,
      token: admin.token,
    });
    expect(kept.json()).toMatchObject({ deleted: false });
    const all = (await get('/api/points/packages/all', admin.token)).json();
    expect(all.find((p: { id: number }) => p.id === pack.id)).toMatchObject({ is_active: false, sales: 1 });
  });
});

describe('card purchase through the sandbox provider', () => {
  it('creates a pending row, shows a checkout page, and credits exactly once when paid', async () => {
    const pack = await newPackage(1000, 1000);
    const u = await buildUser(t, 'student');
    const res = await post('/api/points/purchase', { packageId: pack.id }, u.token);
    expect(res.statusCode).toBe(200);
    const checkout = res.json();
    expect(checkout.checkout_url).toBe(`http://masar.test/api/payments/sandbox/${checkout.checkout_id}`);
    const pending = await get(`/api/payments/transaction/${checkout.transaction_id}`, u.token);
    expect(pending.json()).toMatchObject({
      kind: 'purchase',
      status: 'pending',
      amount: 1000,
      amount_dzd: 1000,
      balance_after: null,
    });

    const page = await get(`/api/payments/sandbox/${checkout.checkout_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pack 1000');
    expect(page.body).toContain(`/api/payments/sandbox/${checkout.checkout_id}/pay`);

    // The browser's form post is redirected to the success page.
    const paid = await t.request({
      method: 'POST',
      url: `/api/payments/sandbox/${checkout.checkout_id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://masar.test/points/success?transaction_id=${checkout.transaction_id}`,
    );
    expect(await balanceOf(u.token)).toBe(1000);
    // Paying twice credits once.
    const again = await post(`/api/payments/sandbox/${checkout.checkout_id}/pay`, {});
    expect(again.json()).toMatchObject({ status: 'completed' });
    expect(await balanceOf(u.token)).toBe(1000);
    const done = (await get(`/api/points/transaction/${checkout.transaction_id}`, u.token)).json();
    expect(done).toMatchObject({ status: 'completed', balance_after: 1000, package_name: 'Pack 1000' });
  });

  it('declining marks the row failed and credits nothing', async () => {
    const pack = await newPackage(5000, 4500);
    const u = await buildUser(t, 'student');
    const checkout = (await post('/api/payments/create-checkout', { packageId: pack.id }, u.token)).json();
    const declined = await t.request({
      method: 'POST',
      url: `/api/payments/sandbox/${checkout.checkout_id}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declined.headers.location).toBe(
      `http://masar.test/points/failure?transaction_id=${checkout.transaction_id}`,
    );
    expect((await get(`/api/payments/transaction/${checkout.transaction_id}`, u.token)).json().status).toBe(
      'failed',
    );
    // A later "pay" on a failed checkout changes nothing.
    await post(`/api/payments/sandbox/${checkout.checkout_id}/pay`, {});
    expect(await balanceOf(u.token)).toBe(0);
  });

  it('keeps transactions private and refuses unknown or inactive packages', async () => {
    const pack = await newPackage(1000, 1000);
    const checkout = (
      await post('/api/payments/create-checkout', { packageId: pack.id }, student.token)
    ).json();
    expect((await get(`/api/payments/transaction/${checkout.transaction_id}`, other.token)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/payments/transaction/${checkout.transaction_id}`, admin.token)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/payments/transaction/${checkout.transaction_id}`)).statusCode).toBe(401);
    expect(
      (await post('/api/payments/create-checkout', { packageId: 999999 }, student.token)).statusCode,
    ).toBe(404);
    await t.request({
      method: 'PUT',
      url: `/api/points/packages/${pack.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(
      (await post('/api/payments/create-checkout', { packageId: pack.id }, student.token)).statusCode,
    ).toBe(409);
    expect((await get('/api/payments/sandbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('buying a course', () => {
  it('debits the price, opens the content, records the professor’s share, and refuses a second purchase', async () => {
    const courseId = await approvedCourse();
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 2000);
    const locked = (await get(`/api/courses/${courseId}`, u.token)).json();
    expect(locked.sections[0].blocks[0].content).toBeNull();

    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ course_id: courseId, price_paid: 1200, balance: 800 });
    const open = (await get(`/api/courses/${courseId}`, u.token)).json();
    expect(open).toMatchObject({ canAccessContent: true, purchased: true });
    expect(open.sections[0].blocks[0].content).toBe('secret content');

    const again = await post('/api/points/buy-course', { courseId }, u.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Course already purchased' });
    expect(await balanceOf(u.token)).toBe(800);

    const mine = (await get('/api/points/my-courses', u.token)).json();
    expect(mine.courses).toHaveLength(1);
    expect(mine.courses[0]).toMatchObject({ id: courseId, price_paid: 1200 });

    const spend = (await get('/api/points/transactions/me', u.token)).json().transactions[0];
    expect(spend).toMatchObject({
      kind: 'spend',
      amount: -1200,
      balance_after: 800,
      course_id: courseId,
      course_title: 'Cours',
    });

    const earnings = (await get('/api/admin/earnings', admin.token)).json();
    expect(earnings.share_percent).toBe(70);
    const mineAsProf = earnings.by_professor.find(
      (p: { professor_id: number }) => p.professor_id === prof.user.id,
    );
    expect(mineAsProf).toMatchObject({ gross: 1200, professor: 840, platform: 360, sales: 1 });
  });

  it('answers 402 Insufficient points and changes nothing', async () => {
    const courseId = await approvedCourse();
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1199);
    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'Insufficient points' });
    expect(await balanceOf(u.token)).toBe(1199);
    expect((await get('/api/points/my-courses', u.token)).json().courses).toEqual([]);
    expect((await get(`/api/courses/${courseId}`, u.token)).json().canAccessContent).toBe(false);
  });

  it('refuses pending courses, professors and admins, and unknown courses', async () => {
    const pending = (
      await post(
        '/api/courses',
        {
          title: 'Pending',
          sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
          material_id: materialId,
        },
        prof.token,
      )
    ).json().id;
    await fund(student.user.id, 10_000);
    expect((await post('/api/points/buy-course', { courseId: pending }, student.token)).statusCode).toBe(409);
    expect((await post('/api/points/buy-course', { courseId: 999999 }, student.token)).statusCode).toBe(404);
    const courseId = await approvedCourse();
    expect((await post('/api/points/buy-course', { courseId }, prof.token)).statusCode).toBe(403);
    expect((await post('/api/points/buy-course', { courseId }, admin.token)).statusCode).toBe(403);
    expect((await post('/api/points/buy-course', { courseId })).statusCode).toBe(401);
  });

  it('a free course records the enrollment without a ledger row', async () => {
    const courseId = await approvedCourse(0);
    const u = await buildUser(t, 'student');
    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.json()).toMatchObject({ price_paid: 0, balance: 0, transaction_id: null });
    expect((await get(`/api/courses/${courseId}`, u.token)).json().purchased).toBe(true);
    expect((await get('/api/points/transactions', u.token)).json().transactions).toEqual([]);
  });
});

describe('the ledger listing', () => {
  it('pages with defaults 1 and 10; students see only their rows; admins filter by user, kind and status', async () => {
    const u = await buildUser(t, 'student');
    for (let i = 1; i <= 12; i++) await fund(u.user.id, i * 10);
    const first = (await get('/api/points/transactions', u.token)).json();
    expect(first.transactions).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.transactions.every((r: { user_id: number }) => r.user_id === u.user.id)).toBe(true);
    // A student asking for someone else's rows still gets their own.
    const sneaky = (await get(`/api/points/transactions?user_id=${admin.user.id}`, u.token)).json();
    expect(sneaky.pagination.total).toBe(12);
    expect(sneaky.transactions).toHaveLength(10);
    expect(sneaky.transactions.every((r: { user_id: number }) => r.user_id === u.user.id)).toBe(true);

    const filtered = (
      await get(
        `/api/points/transactions?user_id=${u.user.id}&kind=adjustment&status=completed&page=2`,
        admin.token,
      )
    ).json();
    expect(filtered.pagination).toMatchObject({ page: 2, total: 12 });
    expect(filtered.transactions).toHaveLength(2);
    const failed = (await get('/api/points/transactions?status=failed&limit=100', admin.token)).json();
    // The declined checkout above left one failed row.
    expect(failed.transactions.length).toBeGreaterThan(0);
    expect(failed.transactions).toHaveLength(failed.pagination.total);
    expect(failed.transactions.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect((await get('/api/points/transactions?kind=gift', admin.token)).statusCode).toBe(400);
  });
});

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

describe('earnings', () => {
  it('aggregates real sales by month, professor and kind, and reverses refunds', async () => {
    const courseId = await approvedCourse(1000);
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1000);
    await post('/api/points/buy-course', { courseId }, u.token);
    const before = (await get('/api/admin/earnings', admin.token)).json();
    await t.request({ method: 'DELETE', url: `/api/courses/${courseId}`, token: admin.token });
    expect(await balanceOf(u.token)).toBe(1000);
    const after = (await get('/api/admin/earnings', admin.token)).json();
    expect(after.totals.gross).toBe(before.totals.gross - 1000);
    expect(after.totals.professor).toBe(before.totals.professor - 700);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.by_month.map((m: { month: string }) => m.month)).toContain(month);
    expect(after.by_kind[0]).toMatchObject({ kind: 'course' });
    const refund = (await get('/api/points/transactions', u.token)).json().transactions[0];
    expect(refund).toMatchObject({ kind: 'refund', amount: 1000, balance_after: 1000 });

    const empty = (await get('/api/admin/earnings?from=2000-01-01&to=2000-12-31', admin.token)).json();
    expect(empty).toMatchObject({ totals: { gross: 0, professor: 0, platform: 0, sales: 0 }, by_month: [] });
    expect((await get('/api/admin/earnings', prof.token)).statusCode).toBe(403);
  });
});
