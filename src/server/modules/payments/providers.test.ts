import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

/** A local HTTP server standing in for the payment provider's API, recording what it receives. */
async function standIn(respond: (req: IncomingMessage, body: string) => { status: number; json: unknown }) {
  const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = respond(req, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function packageAndBuyer(t: TestApp) {
  const admin = await buildUser(t, 'admin');
  const pack = (
    await t.request({
      method: 'POST',
      url: '/api/points/packages',
      token: admin.token,
      payload: { name: 'Pack 2000', points: 2000, price: 1800 },
    })
  ).json();
  const student = await buildUser(t, 'student');
  return { pack, student };
}

const balanceOf = async (t: TestApp, u: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/points/balance', token: u.token })).json().balance as number;

describe('Chargily Pay v2', () => {
  const SECRET = 'test_sk_chargily_secret';
  let provider: Awaited<ReturnType<typeof standIn>>;
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    provider = await standIn((req) => {
      if (req.url === '/checkouts' && req.headers.authorization === `Bearer ${SECRET}`) {
        counter++;
        return {
          status: 200,
          json: { id: `chk_${counter}`, checkout_url: `https://pay.chargily.test/checkouts/chk_${counter}` },
        };
      }
      return { status: 401, json: { message: 'Unauthenticated.' } };
    });
    t = await createTestApp({
      env: { PAYMENTS_PROVIDER: 'chargily', CHARGILY_SECRET_KEY: SECRET, CHARGILY_API_URL: provider.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook/chargily',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined ? { signature } : {}),
      },
      payload: raw,
    });
  };
  const sign = (body: object, key = SECRET) =>
    createHmac('sha256', key).update(JSON.stringify(body)).digest('hex');

  it('opens a checkout with the package’s amount in DZD, never the client’s', async () => {
    const { pack, student } = await packageAndBuyer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/create-checkout',
      token: student.token,
      payload: { packageId: pack.id, amount: 1, points: 1_000_000 },
    });
    expect(res.statusCode).toBe(200);
    const sent = JSON.parse(provider.received.at(-1)!.body);
    expect(sent).toMatchObject({
      amount: 1800,
      currency: 'dzd',
      success_url: `http://masar.test/points/success?transaction_id=${res.json().transaction_id}`,
      failure_url: `http://masar.test/points/failure?transaction_id=${res.json().transaction_id}`,
      webhook_endpoint: 'http://masar.test/api/payments/webhook/chargily',
      metadata: { transaction_id: String(res.json().transaction_id) },
    });
    expect(res.json()).toMatchObject({
      checkout_id: `chk_${counter}`,
      checkout_url: `https://pay.chargily.test/checkouts/chk_${counter}`,
    });
  });

  it('a correctly signed checkout.paid credits once, however often it is delivered', async () => {
    const { pack, student } = await packageAndBuyer(t);
    const checkout = (
      await t.request({
        method: 'POST',
        url: '/api/payments/create-checkout',
        token: student.token,
        payload: { packageId: pack.id },
      })
    ).json();
    const event = {
      id: 'evt_1',
      type: 'checkout.paid',
      data: { id: checkout.checkout_id, status: 'paid', amount: 1800, currency: 'dzd' },
    };
    for (let i = 0; i < 4; i++) {
      const res = await webhook(event, sign(event));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await balanceOf(t, student)).toBe(2000);
    const row = (
      await t.request({
        method: 'GET',
        url: `/api/payments/transaction/${checkout.transaction_id}`,
        token: student.token,
      })
    ).json();
    expect(row).toMatchObject({
      status: 'completed',
      amount: 2000,
      balance_after: 2000,
      provider: 'chargily',
    });
  });

  it('refuses unsigned and badly signed webhooks and credits nothing', async () => {
    const { pack, student } = await packageAndBuyer(t);
    const checkout = (
      await t.request({
        method: 'POST',
        url: '/api/payments/create-checkout',
        token: student.token,
        payload: { packageId: pack.id },
      })
    ).json();
    const event = {
      type: 'checkout.paid',
      data: { id: checkout.checkout_id, amount: 1800, currency: 'dzd' },
    };
    const unsigned = await webhook(event);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: 'Invalid webhook signature' });
    expect((await webhook(event, sign(event, 'wrong-secret'))).statusCode).toBe(401);
    expect((await webhook(event, 'not-hex')).statusCode).toBe(401);
    // A signature of another body does not cover this one.
    const tampered = { ...event, data: { ...event.data, amount: 1 } };
    expect((await webhook(tampered, sign(event))).statusCode).toBe(401);
    expect(await balanceOf(t, student)).toBe(0);
  });

  it('does not credit a payment whose amount differs from the checkout; a failure closes the row', async () => {
    const { pack, student } = await packageAndBuyer(t);
    const checkout = (
      await t.request({
        method: 'POST',
        url: '/api/payments/create-checkout',
        token: student.token,
        payload: { packageId: pack.id },
      })
    ).json();
    const cheap = { type: 'checkout.paid', data: { id: checkout.checkout_id, amount: 100, currency: 'dzd' } };
    expect((await webhook(cheap, sign(cheap))).statusCode).toBe(200);
    expect(await balanceOf(t, student)).toBe(0);
    const failed = {
      type: 'checkout.failed',
      data: { id: checkout.checkout_id, amount: 1800, currency: 'dzd' },
    };
    await webhook(failed, sign(failed));
    const row = (
      await t.request({
        method: 'GET',
        url: `/api/payments/transaction/${checkout.transaction_id}`,
        token: student.token,
      })
    ).json();
    expect(row.status).toBe('failed');
    // A "paid" arriving after the failure changes nothing.
    const late = { type: 'checkout.paid', data: { id: checkout.checkout_id, amount: 1800, currency: 'dzd' } };
    await webhook(late, sign(late));
    expect(await balanceOf(t, student)).toBe(0);
  });

  it('hides the sandbox when another provider is configured', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/payments/sandbox/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const stripeHook = await t.request({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(stripeHook.statusCode).toBe(404);
  });
});

describe('Stripe Checkout', () => {
  const WEBHOOK_SECRET = 'whsec_test_masar';
  let provider: Awaited<ReturnType<typeof standIn>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await standIn((req) => {
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        return {
          status: 200,
          json: {
            id: 'cs_test_123',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_test_123',
            payment_status: 'unpaid',
          },
        };
      }
      return { status: 404, json: { error: { message: 'not found' } } };
    });
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_masar',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: provider.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const stripe = new Stripe('sk_test_unused');
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.request({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  };
  const completed = (sessionId: string, amountTotal: number) => ({
    id: 'evt_test_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        currency: 'dzd',
        amount_total: amountTotal,
      },
    },
  });

  it('creates a Checkout Session through the SDK with the package’s price', async () => {
    const { pack, student } = await packageAndBuyer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/points/purchase',
      token: student.token,
      payload: { packageId: pack.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      checkout_id: 'cs_test_123',
      checkout_url: 'https://checkout.stripe.test/c/pay/cs_test_123',
    });
    const sent = new URLSearchParams(provider.received.at(-1)!.body);
    expect(sent.get('mode')).toBe('payment');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('dzd');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('180000');
    expect(sent.get('metadata[transaction_id]')).toBe(String(res.json().transaction_id));
    expect(provider.received.at(-1)!.headers.authorization).toBe('Bearer sk_test_masar');

    // Verified with the SDK: a correctly signed completion credits once; replays change nothing.
    for (let i = 0; i < 3; i++)
      expect((await deliver(completed('cs_test_123', 180000))).statusCode).toBe(200);
    expect(await balanceOf(t, student)).toBe(2000);
  });

  it('refuses a wrongly signed or unsigned event', async () => {
    const wrong = await deliver(completed('cs_test_123', 180000), 'whsec_wrong');
    expect(wrong.statusCode).toBe(401);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed('cs_test_123', 180000)),
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
