import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointPackages, pointTransactions } from '../db/schema/points';
import { buildStudent, createTestApp, type TestApp } from '../test/helper';
import { expectErrorLogs } from '../test/log-capture';
import { transactionWithEvents, type DomainEvent, type EventOf } from './events';

let t: TestApp;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [pkg] = await t.ctx.db
    .insert(pointPackages)
    .values({ name: 'Pack', points: 500, price: 450 })
    .returning({ id: pointPackages.id });
  packageId = pkg!.id;
});
afterAll(async () => {
  await t.close();
});

async function openCheckout(token: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/payments/create-checkout',
    token,
    payload: { packageId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { transaction_id: number; checkout_id: string };
}

describe('events in one instance', () => {
  it('a paid checkout is announced once, after its transaction committed', async () => {
    const student = await buildStudent(t);
    const checkout = await openCheckout(student.token);
    const seen: { event: DomainEvent; statusWhenSeen: string | undefined }[] = [];
    const stop = t.ctx.events.on('payment.completed', async (event) => {
      // A listener reads what the event announces: it must already be committed.
      const [row] = await t.ctx.db
        .select({ status: pointTransactions.status })
        .from(pointTransactions)
        .where(eq(pointTransactions.id, event.transactionId));
      seen.push({ event, statusWhenSeen: row?.status });
    });
    try {
      const pay = () =>
        t.request({ method: 'POST', url: `/api/payments/sandbox/${checkout.checkout_id}/pay`, payload: {} });
      expect((await pay()).json().status).toBe('completed');
      expect((await pay()).json().status).toBe('completed');
      await t.ctx.events.settled();
      expect(seen).toEqual([
        {
          event: {
            type: 'payment.completed',
            userId: student.user.id,
            transactionId: checkout.transaction_id,
            points: 500,
            balance: 500,
          },
          statusWhenSeen: 'completed',
        },
      ]);
    } finally {
      stop();
    }
  });

  it('a declined checkout is announced as closed', async () => {
    const student = await buildStudent(t);
    const checkout = await openCheckout(student.token);
    const seen: DomainEvent[] = [];
    const stop = t.ctx.events.on('payment.closed', (event) => void seen.push(event));
    try {
      const res = await t.request({
        method: 'POST',
        url: `/api/payments/sandbox/${checkout.checkout_id}/decline`,
        payload: {},
      });
      expect(res.json().status).toBe('failed');
      await t.ctx.events.settled();
      expect(seen).toEqual([
        {
          type: 'payment.closed',
          userId: student.user.id,
          transactionId: checkout.transaction_id,
          status: 'failed',
        },
      ]);
    } finally {
      stop();
    }
  });

  it('a transaction that rolls back announces nothing', async () => {
    const seen: EventOf<'payment.completed'>[] = [];
    const stop = t.ctx.events.on('payment.completed', (event) => void seen.push(event));
    try {
      await expect(
        transactionWithEvents(t.ctx, async (_tx, emit) => {
          emit({ type: 'payment.completed', userId: 1, transactionId: 1, points: 1, balance: 1 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await transactionWithEvents(t.ctx, async (_tx, emit) => {
        emit({ type: 'payment.completed', userId: 2, transactionId: 2, points: 2, balance: 2 });
      });
      await t.ctx.events.settled();
      expect(seen.map((e) => e.userId)).toEqual([2]);
    } finally {
      stop();
    }
  });

  it('a failing listener is logged and the others still hear the event', async () => {
    expectErrorLogs(1);
    const seen: number[] = [];
    const stops = [
      t.ctx.events.on('payment.closed', () => {
        throw new Error('listener broke');
      }),
      t.ctx.events.on('payment.closed', (event) => void seen.push(event.transactionId)),
    ];
    try {
      t.ctx.events.publish({ type: 'payment.closed', userId: 3, transactionId: 33, status: 'expired' });
      await t.ctx.events.settled();
      expect(seen).toEqual([33]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('events across two instances through Redis (needs TEST_REDIS_URL)', () => {
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

  it('shares one Redis client in the context and rate limits', () => {
    expect(a.ctx.redis).not.toBeNull();
    expect(a.ctx.redis?.status).toMatch(/^(connect|connecting|ready)$/);
  });

  it('an event published on one instance reaches listeners on both, once each', async () => {
    // Unique ids: other test runs may share this Redis server and its channel.
    const marker = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const onA: DomainEvent[] = [];
    const onB: DomainEvent[] = [];
    const stops = [
      a.ctx.events.on('payment.closed', (e) => void (e.transactionId === marker && onA.push(e))),
      b.ctx.events.on('payment.closed', (e) => void (e.transactionId === marker && onB.push(e))),
    ];
    try {
      const event: DomainEvent = {
        type: 'payment.closed',
        userId: 7,
        transactionId: marker,
        status: 'expired',
      };
      a.ctx.events.publish(event);
      const deadline = Date.now() + 2000;
      while (onB.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      // Long enough for a duplicate (Redis echoing A's own message back to A) to show up.
      await new Promise((r) => setTimeout(r, 200));
      expect(onB).toEqual([event]);
      expect(onA).toEqual([event]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
