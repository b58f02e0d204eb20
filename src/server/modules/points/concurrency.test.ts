import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

/**
 * The wallet's invariants under concurrency. On PGlite (the default run) transactions serialise, so these
 * prove the rules; on the PostgreSQL server (`npm run test:pg`, in CI) the requests really race.
 */
let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin');
  prof = await buildUser(t, 'professor');
  const level = (
    await t.request({ method: 'POST', url: '/api/levels', token: admin.token, payload: { name: 'L' } })
  ).json();
  const year = (
    await t.request({
      method: 'POST',
      url: '/api/years',
      token: admin.token,
      payload: { name: 'Y', levelId: level.id },
    })
  ).json();
  materialId = (
    await t.request({
      method: 'POST',
      url: '/api/materials',
      token: admin.token,
      payload: { name: 'M', yearId: year.id, price: 100 },
    })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

async function approvedCourse(price: number) {
  const res = await t.request({
    method: 'POST',
    url: '/api/courses',
    token: prof.token,
    payload: {
      title: 'Course',
      sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
      material_id: materialId,
      price,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.request({ method: 'PUT', url: `/api/courses/${res.json().id}/approve`, token: admin.token });
  return res.json().id as number;
}
const fund = (userId: number, points: number) =>
  t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: userId, points },
  });
const buy = (token: string, courseId: number) =>
  t.request({ method: 'POST', url: '/api/points/buy-course', token, payload: { courseId } });

/** Every wallet equals the sum of its completed ledger rows, and none is negative. */
async function assertLedgerInvariants() {
  const mismatched = await t.ctx.db.execute<{ user_id: number; balance: number; ledger: number }>(sql`
    select w.user_id, w.balance, coalesce(sum(t.amount) filter (where t.status = 'completed'), 0)::int as ledger
    from wallets w left join point_transactions t on t.user_id = w.user_id
    group by w.user_id, w.balance
    having w.balance <> coalesce(sum(t.amount) filter (where t.status = 'completed'), 0)`);
  expect(mismatched.rows).toEqual([]);
  const orphanRows = await t.ctx.db.execute(sql`
    select t.user_id from point_transactions t left join wallets w on w.user_id = t.user_id
    where t.status = 'completed' and w.user_id is null`);
  expect(orphanRows.rows).toEqual([]);
  const negative = await t.ctx.db.execute(sql`select user_id from wallets where balance < 0`);
  expect(negative.rows).toEqual([]);
}

describe('concurrent spending', () => {
  it('N parallel purchases with points for exactly k of them: exactly k succeed', async () => {
    const N = 12;
    const k = 5;
    const price = 300;
    const courses = await Promise.all(Array.from({ length: N }, () => approvedCourse(price)));
    const student = await buildUser(t, 'student');
    await fund(student.user.id, k * price + price - 1);
    const results = await Promise.all(courses.map((id) => buy(student.token, id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(k);
    expect(codes.filter((c) => c === 402)).toHaveLength(N - k);
    const balance = (
      await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })
    ).json().balance;
    expect(balance).toBe(price - 1);
    const mine = (
      await t.request({ method: 'GET', url: '/api/points/my-courses?limit=100', token: student.token })
    ).json();
    expect(mine.courses).toHaveLength(k);
    await assertLedgerInvariants();
  });

  it('N parallel buys of one course: one debit', async () => {
    const courseId = await approvedCourse(250);
    const student = await buildUser(t, 'student');
    await fund(student.user.id, 10_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(student.token, courseId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((r) => r.json().error === 'Course already purchased')).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })).json().balance,
    ).toBe(9750);
    const spends = (
      await t.request({ method: 'GET', url: '/api/points/transactions?kind=spend', token: student.token })
    ).json();
    expect(spends.pagination.total).toBe(1);
    await assertLedgerInvariants();
  });

  it('N parallel buys of one course with points for one: one debit, the others 409 (not 402)', async () => {
    const courseId = await approvedCourse(400);
    const student = await buildUser(t, 'student');
    await fund(student.user.id, 500);
    const results = await Promise.all(Array.from({ length: 8 }, () => buy(student.token, courseId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual(
      refused.map(() => [409, { error: 'Course already purchased' }]),
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })).json().balance,
    ).toBe(100);
    const sales = await t.ctx.db.execute<{ enrollments: number; spends: number; earnings: number }>(sql`
      select (select count(*)::int from course_enrollments where course_id = ${courseId}) as enrollments,
             (select count(*)::int from point_transactions where course_id = ${courseId} and kind = 'spend') as spends,
             (select count(*)::int from professor_earnings where course_id = ${courseId}) as earnings`);
    expect(sales.rows[0]).toEqual({ enrollments: 1, spends: 1, earnings: 1 });
    await assertLedgerInvariants();
  });

  it('one code redeemed by many at once credits exactly one of them', async () => {
    const { codes } = (
      await t.request({
        method: 'POST',
        url: '/api/points/codes',
        token: admin.token,
        payload: { count: 1, points: 700 },
      })
    ).json();
    const students = await Promise.all(Array.from({ length: 6 }, () => buildUser(t, 'student')));
    const results = await Promise.all(
      students.map((s) =>
        t.request({
          method: 'POST',
          url: '/api/points/codes/redeem',
          token: s.token,
          payload: { code: codes[0].code },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    await assertLedgerInvariants();
  });
});

describe('webhooks delivered several times, in any order', () => {
  const SECRET = 'sk_concurrency';
  let chargily: TestApp;
  let server: Server;
  let n = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        n++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `chk_race_${n}`, checkout_url: `https://pay.test/${n}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    chargily = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'chargily',
        CHARGILY_SECRET_KEY: SECRET,
        CHARGILY_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await chargily.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('1–5 deliveries of paid (mixed with duplicates) credit exactly once', async () => {
    const a = await buildUser(chargily, 'admin');
    const pack = (
      await chargily.request({
        method: 'POST',
        url: '/api/points/packages',
        token: a.token,
        payload: { name: 'P', points: 1000, price: 900 },
      })
    ).json();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.boolean(), async (deliveries, parallel) => {
        const student = await buildUser(chargily, 'student');
        const checkout = (
          await chargily.request({
            method: 'POST',
            url: '/api/payments/create-checkout',
            token: student.token,
            payload: { packageId: pack.id },
          })
        ).json();
        const event = JSON.stringify({
          type: 'checkout.paid',
          data: { id: checkout.checkout_id, amount: 900, currency: 'dzd' },
        });
        const signature = createHmac('sha256', SECRET).update(event).digest('hex');
        const send = () =>
          chargily.request({
            method: 'POST',
            url: '/api/payments/webhook/chargily',
            headers: { 'content-type': 'application/json', signature },
            payload: event,
          });
        if (parallel) await Promise.all(Array.from({ length: deliveries }, send));
        else for (let i = 0; i < deliveries; i++) await send();
        const balance = (
          await chargily.request({ method: 'GET', url: '/api/points/balance', token: student.token })
        ).json().balance;
        expect(balance).toBe(1000);
      }),
      { numRuns: 8 },
    );
  });
});

describe('randomised sequences of operations', () => {
  it('keep every balance equal to its completed rows and never negative', async () => {
    const students = await Promise.all(Array.from({ length: 3 }, () => buildUser(t, 'student')));
    const courses = await Promise.all([
      approvedCourse(100),
      approvedCourse(400),
      approvedCourse(0),
      approvedCourse(900),
    ]);
    const { codes } = (
      await t.request({
        method: 'POST',
        url: '/api/points/codes',
        token: admin.token,
        payload: { count: 20, points: 300 },
      })
    ).json();
    let nextCode = 0;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('fund' as const),
        who: fc.nat(2),
        points: fc.integer({ min: 0, max: 2000 }),
      }),
      fc.record({ kind: fc.constant('buy' as const), who: fc.nat(2), course: fc.nat(3) }),
      fc.record({ kind: fc.constant('redeem' as const), who: fc.nat(2) }),
      fc.record({ kind: fc.constant('refund' as const), course: fc.nat(3) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          for (const batch of batches) {
            // Each batch runs concurrently; batches run one after another.
            await Promise.all(
              batch.map(async (o) => {
                if (o.kind === 'fund') return fund(students[o.who]!.user.id, o.points);
                if (o.kind === 'buy') {
                  const res = await buy(students[o.who]!.token, courses[o.course]!);
                  expect([200, 402, 404, 409]).toContain(res.statusCode);
                  return res;
                }
                if (o.kind === 'redeem') {
                  const code = codes[nextCode++ % codes.length].code;
                  const res = await t.request({
                    method: 'POST',
                    url: '/api/points/codes/redeem',
                    token: students[o.who]!.token,
                    payload: { code },
                  });
                  expect([200, 409, 429]).toContain(res.statusCode);
                  return res;
                }
                // An admin deletes a course (refunding its buyers) and a new one takes its place.
                const res = await t.request({
                  method: 'DELETE',
                  url: `/api/courses/${courses[o.course]}`,
                  token: admin.token,
                });
                // 409: a purchase committed while the deletion was under way; the deletion is then refused whole.
                expect([200, 404, 409]).toContain(res.statusCode);
                if (res.statusCode === 200) courses[o.course] = await approvedCourse(100 * (o.course + 1));
                return res;
              }),
            );
          }
          await assertLedgerInvariants();
        },
      ),
      { numRuns: 10 },
    );
  });
});
