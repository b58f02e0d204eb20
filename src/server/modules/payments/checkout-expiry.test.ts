import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { pointPackages, pointTransactions } from '../../db/schema/points';
import type { DomainEvent } from '../../plugins/events';
import { buildStudent, createTestApp, type TestApp, type TestUser } from '../../test/helper';
import { EXPIRE_CHECKOUTS_JOB, LATE_WEBHOOK_GRACE_MS } from './checkout-expiry';
import type { PaymentProvider } from './providers';

/**
 * A provider with a webhook, standing in for Chargily: checkouts get random ids and its webhook body is
 * `{checkoutId, outcome, amountDzd}` (signatures are the real adapters' concern, tested in providers.test.ts).
 */
const LIFETIME_MS = 30 * 60_000;
const provider: PaymentProvider = {
  name: 'chargily',
  checkoutLifetimeMs: LIFETIME_MS,
  async createCheckout() {
    const checkoutId = randomUUID();
    return { checkoutId, url: `https://pay.example/${checkoutId}` };
  },
  async verifyWebhook(raw) {
    const body = JSON.parse(raw.toString('utf8')) as {
      checkoutId: string;
      outcome: 'paid' | 'failed';
      amountDzd: number;
    };
    return { ...body, raw: body };
  },
};

let t: TestApp;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp({ overrides: { payments: provider } });
  const [pkg] = await t.ctx.db
    .insert(pointPackages)
    .values({ name: 'Pack', points: 1000, price: 900 })
    .returning({ id: pointPackages.id });
  packageId = pkg!.id;
});
afterAll(async () => {
  await t.close();
});

async function openCheckout(student: TestUser, ageMs: number) {
  const res = await t.request({
    method: 'POST',
    url: '/api/payments/create-checkout',
    token: student.token,
    payload: { packageId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const checkout = res.json() as { transaction_id: number; checkout_id: string };
  await t.ctx.db
    .update(pointTransactions)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(pointTransactions.id, checkout.transaction_id));
  return checkout;
}

const transaction = async (student: TestUser, id: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/payments/transaction/${id}`,
    token: student.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; balance_after: number | null };
};
const balance = async (student: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/points/balance', token: student.token })).json().balance;
const webhook = (checkoutId: string, outcome: 'paid' | 'failed') =>
  t.request({
    method: 'POST',
    url: '/api/payments/webhook/chargily',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ checkoutId, outcome, amountDzd: 900 }),
  });
const runExpiry = async () => {
  // Makes the recurring row due whatever earlier runs rescheduled it to.
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.name, EXPIRE_CHECKOUTS_JOB));
  return t.ctx.jobs.runDue();
};

describe('expiring card checkouts', () => {
  it('a checkout older than the lifetime plus the grace period expires; younger ones stay pending', async () => {
    const student = await buildStudent(t);
    const stale = await openCheckout(student, LIFETIME_MS + LATE_WEBHOOK_GRACE_MS + 60_000);
    const withinGrace = await openCheckout(student, LIFETIME_MS + LATE_WEBHOOK_GRACE_MS - 60_000);
    const fresh = await openCheckout(student, 0);
    const closed: DomainEvent[] = [];
    const stop = t.ctx.events.on('payment.closed', (e) => void closed.push(e));
    try {
      // The first run of an app also runs its other recurring jobs (live sessions, clean-ups, private classes,
      // media) once; the expiry is one of them and none fails.
      expect(await runExpiry()).toMatchObject({ failed: 0 });
      await t.ctx.events.settled();
    } finally {
      stop();
    }
    expect(await transaction(student, stale.transaction_id)).toMatchObject({
      status: 'expired',
      balance_after: null,
    });
    expect((await transaction(student, withinGrace.transaction_id)).status).toBe('pending');
    expect((await transaction(student, fresh.transaction_id)).status).toBe('pending');
    expect(await balance(student)).toBe(0);
    expect(closed).toEqual([
      {
        type: 'payment.closed',
        userId: student.user.id,
        transactionId: stale.transaction_id,
        status: 'expired',
      },
    ]);
    const history = (
      await t.request({ method: 'GET', url: '/api/points/transactions', token: student.token })
    ).json();
    expect(history.transactions).toHaveLength(3);
    expect(
      history.transactions
        .filter((row: { status: string }) => row.status === 'expired')
        .map((r: { id: number }) => r.id),
    ).toEqual([stale.transaction_id]);

    // Running again changes nothing more, and the job stays scheduled.
    expect(await runExpiry()).toEqual({ ran: 1, failed: 0 });
    expect((await transaction(student, withinGrace.transaction_id)).status).toBe('pending');
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.name, EXPIRE_CHECKOUTS_JOB));
    expect(row).toMatchObject({ status: 'pending', everyMs: 10 * 60_000, lastError: null });
  });

  it('a payment confirmed after expiry still credits its points, exactly once', async () => {
    const student = await buildStudent(t);
    const checkout = await openCheckout(student, LIFETIME_MS + LATE_WEBHOOK_GRACE_MS + 60_000);
    await runExpiry();
    expect((await transaction(student, checkout.transaction_id)).status).toBe('expired');

    const completed: DomainEvent[] = [];
    const stop = t.ctx.events.on('payment.completed', (e) => void completed.push(e));
    try {
      const late = await Promise.all([
        webhook(checkout.checkout_id, 'paid'),
        webhook(checkout.checkout_id, 'paid'),
      ]);
      expect(late.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await webhook(checkout.checkout_id, 'paid')).statusCode).toBe(200);
      await t.ctx.events.settled();
    } finally {
      stop();
    }
    expect(await transaction(student, checkout.transaction_id)).toMatchObject({
      status: 'completed',
      balance_after: 1000,
    });
    expect(await balance(student)).toBe(1000);
    expect(completed).toHaveLength(1);
    const [{ credited }] = (
      await t.ctx.db.execute<{ credited: number }>(
        sql`select count(*)::int as credited from point_transactions
            where user_id = ${student.user.id} and status = 'completed'`,
      )
    ).rows as [{ credited: number }];
    expect(credited).toBe(1);
  });

  it('a late failure leaves an expired checkout expired, and a declined one is never expired', async () => {
    const student = await buildStudent(t);
    const expired = await openCheckout(student, LIFETIME_MS + LATE_WEBHOOK_GRACE_MS + 60_000);
    const declined = await openCheckout(student, LIFETIME_MS + LATE_WEBHOOK_GRACE_MS + 60_000);
    expect((await webhook(declined.checkout_id, 'failed')).statusCode).toBe(200);
    await runExpiry();
    expect((await webhook(expired.checkout_id, 'failed')).statusCode).toBe(200);
    expect((await transaction(student, expired.transaction_id)).status).toBe('expired');
    expect((await transaction(student, declined.transaction_id)).status).toBe('failed');
    // A failed purchase is final: a paid event after it credits nothing.
    expect((await webhook(declined.checkout_id, 'paid')).statusCode).toBe(200);
    expect((await transaction(student, declined.transaction_id)).status).toBe('failed');
    expect(await balance(student)).toBe(0);
  });
});

describe('expiring sandbox checkouts', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('an expired sandbox checkout can no longer be paid', async () => {
    const student = await buildStudent(sandbox);
    const [pkg] = await sandbox.ctx.db
      .insert(pointPackages)
      .values({ name: 'Pack', points: 100, price: 90 })
      .returning({ id: pointPackages.id });
    const checkout = (
      await sandbox.request({
        method: 'POST',
        url: '/api/payments/create-checkout',
        token: student.token,
        payload: { packageId: pkg!.id },
      })
    ).json() as { transaction_id: number; checkout_id: string };
    // The sandbox's lifetime is an hour; two hours and a minute is past it and the grace period.
    await sandbox.ctx.db
      .update(pointTransactions)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000 - 60_000) })
      .where(eq(pointTransactions.id, checkout.transaction_id));
    // The expiry job and, on this app's first run, the app's other recurring jobs.
    expect(await sandbox.ctx.jobs.runDue()).toMatchObject({ failed: 0 });
    const pay = await sandbox.request({
      method: 'POST',
      url: `/api/payments/sandbox/${checkout.checkout_id}/pay`,
      payload: {},
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().status).toBe('expired');
    const page = await sandbox.request({
      method: 'GET',
      url: `/api/payments/sandbox/${checkout.checkout_id}`,
    });
    expect(page.body).not.toContain(`/api/payments/sandbox/${checkout.checkout_id}/pay`);
    const balance = await sandbox.request({
      method: 'GET',
      url: '/api/points/balance',
      token: student.token,
    });
    expect(balance.json().balance).toBe(0);
  });
});
