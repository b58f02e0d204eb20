import type { AppLanguage } from '../../../contract/common';
import type { Checkout } from '../../../contract/points';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { transactionWithEvents } from '../../plugins/events';
import {
  closePending,
  completePending,
  findByProviderRef,
  getPackage,
  openPending,
  setProviderRef,
  assertPriceUnchanged,
} from '../points/index';
import { findUserById } from '../users/index';
import type { PaymentEvent, PaymentProvider } from './providers';

/**
 * Opens a card checkout for a package. The points and the amount come from the package on the server, never
 * from the client. A pending `purchase` row is written first; the provider's confirmation completes it.
 */
export async function createCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: AuthUser,
  packageId: number,
  locale: 'ar' | 'fr' | 'en',
  expectedPrice?: number,
): Promise<Checkout> {
  const pkg = await getPackage(ctx.db, packageId);
  if (!pkg.is_active) throw conflict('This package is no longer offered');
  if (pkg.price <= 0) throw conflict('This package cannot be bought by card');
  assertPriceUnchanged(expectedPrice, pkg.price);
  const transactionId = await openPending(ctx.db, {
    userId: user.id,
    points: pkg.points,
    description: pkg.name,
    packageId: pkg.id,
    provider: provider.name,
    amountDzd: pkg.price,
  });
  const base = ctx.config.publicUrl;
  try {
    const opened = await provider.createCheckout({
      transactionId,
      amountDzd: pkg.price,
      points: pkg.points,
      packageName: pkg.name,
      successUrl: `${base}/points/success?transaction_id=${transactionId}`,
      failureUrl: `${base}/points/failure?transaction_id=${transactionId}`,
      webhookUrl: `${base}/api/payments/webhook/${provider.name}`,
      customerEmail: user.email,
      locale,
    });
    await setProviderRef(ctx.db, transactionId, opened.checkoutId);
    return { transaction_id: transactionId, checkout_id: opened.checkoutId, checkout_url: opened.url };
  } catch (error) {
    await ctx.db.transaction((tx) =>
      closePending(tx, transactionId, 'failed', { error: 'checkout could not be opened' }),
    );
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'The payment provider could not be reached; no money was taken');
  }
}

/** The language the paying account reads the platform in, if the account still exists. */
export async function payerLanguage(ctx: AppContext, userId: number): Promise<AppLanguage | undefined> {
  return (await findUserById(ctx.db, userId))?.language;
}

const findByCheckout = (ctx: AppContext, provider: string, checkoutId: string) =>
  findByProviderRef(ctx.db, provider, checkoutId);

export type Settlement =
  'credited' | 'already-settled' | 'closed' | 'ignored' | 'unknown-checkout' | 'amount-mismatch';

/**
 * Applies a verified provider event. Completion is a conditional pending → completed update, so a
 * duplicate, replayed or out-of-order event credits nothing more than the first one did.
 */
export async function settle(
  ctx: AppContext,
  provider: string,
  event: PaymentEvent,
): Promise<{ result: Settlement; transactionId: number | null }> {
  if (event.outcome === 'ignored') return { result: 'ignored', transactionId: null };
  const row = await findByCheckout(ctx, provider, event.checkoutId);
  if (!row) return { result: 'unknown-checkout', transactionId: null };
  if (event.outcome === 'paid') {
    if (event.amountDzd !== null && event.amountDzd !== row.amountDzd) {
      return { result: 'amount-mismatch', transactionId: row.id };
    }
    const posted = await transactionWithEvents(ctx, async (tx, emit) => {
      const done = await completePending(tx, row.id, event.raw);
      if (done) {
        emit({
          type: 'payment.completed',
          userId: row.userId,
          transactionId: row.id,
          points: row.amount,
          balance: done.balance,
        });
      }
      return done;
    });
    return { result: posted ? 'credited' : 'already-settled', transactionId: row.id };
  }
  const status = event.outcome === 'failed' ? 'failed' : 'cancelled';
  const closed = await transactionWithEvents(ctx, async (tx, emit) => {
    const done = await closePending(tx, row.id, status, event.raw);
    if (done) emit({ type: 'payment.closed', userId: row.userId, transactionId: row.id, status });
    return done;
  });
  return { result: closed ? 'closed' : 'already-settled', transactionId: row.id };
}

/** The sandbox checkout page's data: the pending row behind a checkout id. */
export async function sandboxCheckout(ctx: AppContext, checkoutId: string) {
  const row = await findByCheckout(ctx, 'sandbox', checkoutId);
  if (!row) throw notFound('Checkout not found');
  return row;
}
