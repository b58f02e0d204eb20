import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointTransactions } from '../../db/schema/points';
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
    // The same row in the student's history, its times as the database holds them.
    const [held] = await t.ctx.db
      .select({ created: pointTransactions.createdAt, completed: pointTransactions.completedAt })
      .from(pointTransactions)
      .where(eq(pointTransactions.id, checkout.transaction_id));
    expect(done).toMatchObject({
      created_at: held!.created.toISOString(),
      completed_at: held!.completed!.toISOString(),
    });
    const history = (await get('/api/points/transactions', u.token)).json().transactions;
    expect(history.find((r: { id: number }) => r.id === checkout.transaction_id)).toEqual(done);
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
