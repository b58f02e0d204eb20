import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../errors';

export interface CheckoutRequest {
  transactionId: number;
  amountDzd: number;
  points: number;
  packageName: string;
  successUrl: string;
  failureUrl: string;
  webhookUrl: string;
  customerEmail: string;
  locale: 'ar' | 'fr' | 'en';
}

/** What a verified webhook says about one checkout. */
export interface PaymentEvent {
  checkoutId: string;
  outcome: 'paid' | 'failed' | 'cancelled' | 'ignored';
  /** DZD the provider says was paid, to be compared with what was asked. */
  amountDzd: number | null;
  raw: unknown;
}

/**
 * A card payment provider. The server decides the amount from the package; the provider only confirms, through
 * a signed webhook, that it was paid. A webhook that is unsigned or badly signed is refused before anything
 * else is read.
 */
export interface PaymentProvider {
  name: 'sandbox' | 'chargily' | 'stripe';
  /**
   * How long a checkout can still be paid after it was opened. A pending purchase older than this (plus a
   * grace period for late webhooks) is marked expired by the checkout-expiry job.
   */
  checkoutLifetimeMs: number;
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const badSignature = () => new AppError(401, 'Invalid webhook signature');

/** The built-in sandbox: a local checkout page with Pay and Decline; no webhook. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    // The sandbox page never closes on its own; an hour is as long as anyone leaves it open.
    checkoutLifetimeMs: HOUR,
    async createCheckout() {
      const checkoutId = randomUUID();
      return { checkoutId, url: `${publicUrl}/api/payments/sandbox/${checkoutId}` };
    },
    async verifyWebhook() {
      throw new AppError(404, 'The sandbox provider has no webhook');
    },
  };
}

/**
 * Chargily Pay v2 (EDAHABIA and CIB, in DZD). Checkouts are created over its REST API; webhooks carry a
 * `signature` header, the hex HMAC-SHA256 of the raw body keyed with the secret key.
 */
export function chargilyProvider(options: { secretKey: string; apiUrl: string }): PaymentProvider {
  return {
    name: 'chargily',
    // Chargily sends `checkout.expired` when a checkout lapses (closing the row as cancelled); a day covers
    // a lost webhook without closing a checkout that can still be paid.
    checkoutLifetimeMs: DAY,
    async createCheckout(request) {
      const response = await fetch(`${options.apiUrl}/checkouts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          amount: request.amountDzd,
          currency: 'dzd',
          success_url: request.successUrl,
          failure_url: request.failureUrl,
          webhook_endpoint: request.webhookUrl,
          description: `${request.packageName} — ${request.points} points`,
          locale: request.locale,
          metadata: { transaction_id: String(request.transactionId) },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new AppError(502, 'The payment provider refused to open a checkout');
      const body = (await response.json()) as { id?: unknown; checkout_url?: unknown };
      if (typeof body.id !== 'string' || typeof body.checkout_url !== 'string') {
        throw new AppError(502, 'The payment provider answered without a checkout');
      }
      return { checkoutId: body.id, url: body.checkout_url };
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headers.signature;
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) throw badSignature();
      const expected = createHmac('sha256', options.secretKey).update(rawBody).digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw badSignature();
      let event: { type?: string; data?: { id?: string; amount?: number; currency?: string } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError(400, 'Webhook body is not JSON');
      }
      const checkoutId = event.data?.id;
      if (typeof checkoutId !== 'string') throw new AppError(400, 'Webhook names no checkout');
      const outcome =
        event.type === 'checkout.paid'
          ? 'paid'
          : event.type === 'checkout.failed'
            ? 'failed'
            : event.type === 'checkout.canceled' || event.type === 'checkout.expired'
              ? 'cancelled'
              : 'ignored';
      const amountDzd =
        event.data?.currency?.toLowerCase() === 'dzd' && typeof event.data.amount === 'number'
          ? event.data.amount
          : null;
      return { checkoutId, outcome, amountDzd, raw: event };
    },
  };
}

/** Stripe Checkout through the official SDK; webhooks are verified by the SDK with the endpoint secret. */
export function stripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | null;
}): PaymentProvider {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
  return {
    name: 'stripe',
    // Stripe Checkout Sessions expire 24 hours after creation unless told otherwise.
    checkoutLifetimeMs: DAY,
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'dzd',
              // DZD has two decimals on Stripe.
              unit_amount: request.amountDzd * 100,
              product_data: { name: `${request.packageName} — ${request.points} points` },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.failureUrl,
        customer_email: request.customerEmail,
        client_reference_id: String(request.transactionId),
        metadata: { transaction_id: String(request.transactionId) },
      });
      if (!session.url) throw new AppError(502, 'The payment provider answered without a checkout');
      return { checkoutId: session.id, url: session.url };
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw badSignature();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        throw badSignature();
      }
      if (!event.type.startsWith('checkout.session.')) {
        return {
          checkoutId: '',
          outcome: 'ignored',
          amountDzd: null,
          raw: { id: event.id, type: event.type },
        };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      const outcome =
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
          ? session.payment_status === 'paid'
            ? 'paid'
            : 'ignored'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : event.type === 'checkout.session.expired'
              ? 'cancelled'
              : 'ignored';
      const amountDzd =
        session.currency === 'dzd' && session.amount_total !== null ? session.amount_total / 100 : null;
      return {
        checkoutId: session.id,
        outcome,
        amountDzd,
        raw: { id: event.id, type: event.type, session: session.id },
      };
    },
  };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'chargily') return chargilyProvider(payments);
  if (payments.provider === 'stripe') return stripeProvider(payments);
  return sandboxProvider(config.publicUrl);
}
