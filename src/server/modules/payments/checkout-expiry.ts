import type { AppContext } from '../../context';
import { transactionWithEvents } from '../../plugins/events';
import type { JobDefinition } from '../../plugins/jobs';
import { closePending, stalePendingPurchases } from '../points/index';
import type { PaymentProvider } from './providers';

export const EXPIRE_CHECKOUTS_JOB = 'payments.expire-checkouts';
/** Webhooks arrive late (a provider retries for hours); a checkout is left pending this long past its lifetime. */
export const LATE_WEBHOOK_GRACE_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Closes card checkouts that the provider never confirmed: a pending purchase older than the provider's
 * checkout lifetime plus the grace period becomes `expired`, crediting nothing. Each row moves by the
 * ledger's conditional update, so a second run, or a webhook settling the row meanwhile, changes nothing.
 */
export async function expireCheckouts(
  ctx: AppContext,
  provider: PaymentProvider,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - provider.checkoutLifetimeMs - LATE_WEBHOOK_GRACE_MS);
  let expired = 0;
  for (;;) {
    const stale = await stalePendingPurchases(ctx.db, {
      provider: provider.name,
      createdBefore: cutoff,
      limit: BATCH,
    });
    for (const row of stale) {
      const closed = await transactionWithEvents(ctx, async (tx, emit) => {
        const done = await closePending(tx, row.id, 'expired', { expired: now.toISOString() });
        if (done)
          emit({ type: 'payment.closed', userId: row.userId, transactionId: row.id, status: 'expired' });
        return done;
      });
      if (closed) expired += 1;
    }
    if (stale.length < BATCH) return expired;
  }
}

/** Every ten minutes: a checkout left open shows as pending in the student's history until this runs. */
export function expireCheckoutsJob(ctx: AppContext, provider: PaymentProvider): JobDefinition {
  return {
    name: EXPIRE_CHECKOUTS_JOB,
    everyMs: 10 * 60_000,
    handler: async ({ now }) => {
      await expireCheckouts(ctx, provider, now);
    },
  };
}
