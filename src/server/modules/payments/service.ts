import { and, eq } from 'drizzle-orm';
import type { Checkout } from '../../../contract/points';
import type { AppContext } from '../../context';
import { pointPackages, pointTransactions } from '../../db/schema/points';
import { AppError, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { closePending, completePending } from '../points/ledger';
import { assertPriceUnchanged } from '../points/purchases';
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
  const [pkg] = await ctx.db.select().from(pointPackages).where(eq(pointPackages.id, packageId));
  if (!pkg) throw notFound('Package not found');
  if (!pkg.isActive) throw conflict('This package is no longer offered');
  if (pkg.price <= 0) throw conflict('This package cannot be bought by card');
  assertPriceUnchanged(expectedPrice, pkg.price);
  const [row] = await ctx.db
    .insert(pointTransactions)
    .values({
      userId: user.id,
      kind: 'purchase',
      status: 'pending',
      amount: pkg.points,
      description: pkg.name,
      packageId: pkg.id,
      provider: provider.name,
      amountDzd: pkg.price,
    })
    .returning({ id: pointTransactions.id });
  const transactionId = row!.id;
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
    await ctx.db
      .update(pointTransactions)
      .set({ providerRef: opened.checkoutId })
      .where(eq(pointTransactions.id, transactionId));
    return { transaction_id: transactionId, checkout_id: opened.checkoutId, checkout_url: opened.url };
  } catch (error) {
    await ctx.db.transaction((tx) =>
      closePending(tx, transactionId, 'failed', { error: 'checkout could not be opened' }),
    );
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'The payment provider could not be reached; no money was taken');
  }
}

async function findByCheckout(ctx: AppContext, provider: string, checkoutId: string) {
  const [row] = await ctx.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.provider, provider), eq(pointTransactions.providerRef, checkoutId)));
  return row;
}

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
    const posted = await ctx.db.transaction((tx) => completePending(tx, row.id, event.raw));
    return { result: posted ? 'credited' : 'already-settled', transactionId: row.id };
  }
  const closed = await ctx.db.transaction((tx) =>
    closePending(tx, row.id, event.outcome === 'failed' ? 'failed' : 'cancelled', event.raw),
  );
  return { result: closed ? 'closed' : 'already-settled', transactionId: row.id };
}

/** The sandbox checkout page's data: the pending row behind a checkout id. */
export async function sandboxCheckout(ctx: AppContext, checkoutId: string) {
  const row = await findByCheckout(ctx, 'sandbox', checkoutId);
  if (!row) throw notFound('Checkout not found');
  return row;
}
