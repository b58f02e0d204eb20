import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/named';
import { preparedStatement } from '../../db/prepared';
import { pointTransactions, professorEarnings, wallets } from '../../db/schema/points';
import { readSetting, settingValue } from '../settings/index';
import { AppError } from '../../errors';
import { extend } from '../../objects';

/**
 * The only code that changes a balance. Every function takes an open transaction, or (`debitForSale`) writes
 * everything in one statement: the balance change and its ledger row commit together or not at all, so a
 * balance always equals the sum of its completed rows.
 */

export const INSUFFICIENT_POINTS = 'Insufficient points';
export const DEFAULT_PROFESSOR_SHARE = 70;

type Kind = (typeof pointTransactions.$inferInsert)['kind'];

export interface LedgerEntry {
  userId: number;
  /** Positive number of points. */
  amount: number;
  kind: Kind;
  description: string;
  packageId?: number | null;
  courseId?: number | null;
  codeId?: number | null;
  liveSessionId?: number | null;
  liveSectionId?: number | null;
  privateClassId?: number | null;
  createdBy?: number | null;
}

export interface Posted {
  transactionId: number;
  balance: number;
}

/** Adds points (an upsert: a user's first credit creates the wallet). */
export async function credit(tx: DbOrTx, entry: LedgerEntry): Promise<Posted> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('credit amount must be a positive integer');
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId: entry.userId, balance: entry.amount })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balance: sql`${wallets.balance} + excluded.balance`, updatedAt: new Date() },
    })
    .returning({ balance: wallets.balance });
  const [row] = await tx
    .insert(pointTransactions)
    .values(extend(rowFields(entry), { amount: entry.amount, balanceAfter: wallet!.balance }))
    .returning({ id: pointTransactions.id });
  return { transactionId: row!.id, balance: wallet!.balance };
}

/**
 * Takes points with one conditional update: it changes nothing unless the balance covers the amount, so two
 * concurrent spends can never take a wallet below zero (and the CHECK constraint backs it up).
 */
export async function debit(tx: DbOrTx, entry: LedgerEntry): Promise<Posted> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('debit amount must be a positive integer');
  const [wallet] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${entry.amount}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, entry.userId), sql`${wallets.balance} >= ${entry.amount}`))
    .returning({ balance: wallets.balance });
  if (!wallet) throw new AppError(402, INSUFFICIENT_POINTS);
  const [row] = await tx
    .insert(pointTransactions)
    .values(extend(rowFields(entry), { amount: -entry.amount, balanceAfter: wallet.balance }))
    .returning({ id: pointTransactions.id });
  return { transactionId: row!.id, balance: wallet.balance };
}

/**
 * A course sale in one statement, sent in autocommit (no BEGIN/COMMIT round trips): the conditional debit, its
 * ledger row, the professor's earning at the share stored at that moment (read by the same statement), and the
 * caller's `alongside` write (the enrollment), which is inserted from the debit's row. Either everything is
 * written or nothing: no row when the balance does not cover the price (402), and an error in any part (the
 * enrollment's primary key, a deleted course's foreign key, the balance CHECK) rolls the whole statement back.
 * Concurrent sales to one wallet queue on its row lock; the one that waited re-checks the balance it finds.
 */
export async function debitForSale(
  db: DbOrTx,
  entry: LedgerEntry & { courseId: number },
  sale: { professorId: number },
  alongside?: (debited: SQL) => SQL,
): Promise<Posted> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('debit amount must be a positive integer');
  // Named: planning its CTEs was most of its cost on the PostgreSQL server (db/named.ts).
  const result = await executeNamed<{ id: number; balance_after: number }>(
    db,
    sql`
    with debited as (
      update ${wallets} set balance = balance - ${entry.amount}, updated_at = now()
      where user_id = ${entry.userId} and balance >= ${entry.amount}
      returning balance
    ), posted as (
      insert into ${pointTransactions}
        (user_id, kind, status, amount, balance_after, description, course_id, completed_at)
      select ${entry.userId}, ${entry.kind}, 'completed', ${-entry.amount}, balance, ${entry.description},
             ${entry.courseId}, now()
      from debited
      returning id, balance_after
    ), setting as materialized (
      select ${settingValue('professor_share_percent')} as value
    ), share as (
      select ${sharePercentSql(sql`setting.value`)} as percent from setting
    ), earned as (
      insert into ${professorEarnings}
        (professor_id, kind, course_id, transaction_id, gross, share_percent, amount)
      select ${sale.professorId}, 'course', ${entry.courseId}, posted.id, ${entry.amount}, share.percent,
             (${entry.amount}::int * share.percent) / 100
      from posted, share
    )${alongside ? sql`, alongside as (${alongside(sql`debited`)})` : sql``}
    select id, balance_after from posted`,
  );
  const row = result.rows[0];
  if (!row) throw new AppError(402, INSUFFICIENT_POINTS);
  return { transactionId: Number(row.id), balance: Number(row.balance_after) };
}

function rowFields(entry: LedgerEntry) {
  return {
    userId: entry.userId,
    kind: entry.kind,
    status: 'completed' as const,
    description: entry.description,
    packageId: entry.packageId ?? null,
    courseId: entry.courseId ?? null,
    codeId: entry.codeId ?? null,
    liveSessionId: entry.liveSessionId ?? null,
    liveSectionId: entry.liveSectionId ?? null,
    privateClassId: entry.privateClassId ?? null,
    createdBy: entry.createdBy ?? null,
    completedAt: new Date(),
  };
}

/**
 * A wallet's balance, prepared (`db/prepared.ts`): read on every balance call, where building the query through
 * Drizzle and planning it cost more than running it (docs/performance.md, "a wallet's balance prepared").
 */
const walletBalance = preparedStatement('wallet_balance', (db, name) =>
  db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .prepare(name),
);

export async function balanceOf(tx: DbOrTx, userId: number): Promise<number> {
  const [wallet] = await walletBalance(tx).execute({ userId });
  return wallet?.balance ?? 0;
}

/** An admin correction: sets the balance to `target`, recording the difference as one adjustment row. */
export async function setBalance(
  tx: DbOrTx,
  input: { userId: number; target: number; adminId: number; reason?: string | undefined },
): Promise<{ balance: number; transactionId: number | null }> {
  await tx.insert(wallets).values({ userId: input.userId, balance: 0 }).onConflictDoNothing();
  const [locked] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, input.userId))
    .for('update');
  const delta = input.target - locked!.balance;
  if (delta === 0) return { balance: locked!.balance, transactionId: null };
  await tx
    .update(wallets)
    .set({ balance: input.target, updatedAt: new Date() })
    .where(eq(wallets.userId, input.userId));
  const [row] = await tx
    .insert(pointTransactions)
    .values(
      extend(
        rowFields({
          userId: input.userId,
          amount: Math.abs(delta),
          kind: 'adjustment',
          description: input.reason?.trim() || 'Balance correction',
          createdBy: input.adminId,
        }),
        {
          amount: delta,
          balanceAfter: input.target,
        },
      ),
    )
    .returning({ id: pointTransactions.id });
  return { balance: input.target, transactionId: row!.id };
}

/**
 * Opens a card purchase as a pending ledger row. It moves no points: only `completePending`, on the
 * provider's confirmation, credits the wallet.
 */
export async function openPending(
  tx: DbOrTx,
  input: {
    userId: number;
    points: number;
    description: string;
    packageId: number;
    provider: string;
    amountDzd: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(pointTransactions)
    .values({
      userId: input.userId,
      kind: 'purchase',
      status: 'pending',
      amount: input.points,
      description: input.description,
      packageId: input.packageId,
      provider: input.provider,
      amountDzd: input.amountDzd,
    })
    .returning({ id: pointTransactions.id });
  return row!.id;
}

/** Records the provider's checkout id on a pending purchase, so its webhook finds the row. */
export async function setProviderRef(tx: DbOrTx, transactionId: number, providerRef: string): Promise<void> {
  await tx.update(pointTransactions).set({ providerRef }).where(eq(pointTransactions.id, transactionId));
}

/** The purchase a provider's checkout id belongs to. */
export async function findByProviderRef(tx: DbOrTx, provider: string, providerRef: string) {
  const [row] = await tx
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.provider, provider), eq(pointTransactions.providerRef, providerRef)));
  return row;
}

/** Card purchases of one provider still pending since before `createdBefore`, oldest first. */
export async function stalePendingPurchases(
  tx: DbOrTx,
  input: { provider: string; createdBefore: Date; limit: number },
): Promise<{ id: number; userId: number }[]> {
  return tx
    .select({ id: pointTransactions.id, userId: pointTransactions.userId })
    .from(pointTransactions)
    .where(
      and(
        eq(pointTransactions.kind, 'purchase'),
        eq(pointTransactions.status, 'pending'),
        eq(pointTransactions.provider, input.provider),
        lt(pointTransactions.createdAt, input.createdBefore),
      ),
    )
    .orderBy(asc(pointTransactions.createdAt), asc(pointTransactions.id))
    .limit(input.limit);
}

/**
 * Completes a pending card purchase exactly once: the status moves pending → completed by a conditional
 * update, and only the caller that moved it credits the wallet. Returns null when the row was not pending
 * (a duplicate or replayed webhook), which changes nothing. An expired checkout is the one final status a
 * verified payment may still complete: the money was taken, so the points are owed (the late webhook).
 */
export async function completePending(
  tx: DbOrTx,
  transactionId: number,
  event: unknown,
): Promise<Posted | null> {
  const [row] = await tx
    .update(pointTransactions)
    .set({ status: 'completed', completedAt: new Date(), providerEvent: event as object })
    .where(
      and(eq(pointTransactions.id, transactionId), inArray(pointTransactions.status, ['pending', 'expired'])),
    )
    .returning();
  if (!row) return null;
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId: row.userId, balance: row.amount })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balance: sql`${wallets.balance} + excluded.balance`, updatedAt: new Date() },
    })
    .returning({ balance: wallets.balance });
  await tx
    .update(pointTransactions)
    .set({ balanceAfter: wallet!.balance })
    .where(eq(pointTransactions.id, row.id));
  return { transactionId: row.id, balance: wallet!.balance };
}

/** Marks a pending purchase failed, cancelled or expired; a settled row is left alone. Never credits. */
export async function closePending(
  tx: DbOrTx,
  transactionId: number,
  status: 'failed' | 'cancelled' | 'expired',
  event: unknown,
): Promise<boolean> {
  const rows = await tx
    .update(pointTransactions)
    .set({ status, completedAt: new Date(), providerEvent: event as object })
    .where(and(eq(pointTransactions.id, transactionId), eq(pointTransactions.status, 'pending')))
    .returning({ id: pointTransactions.id });
  return rows.length > 0;
}

/**
 * The professor's share of a sale: the stored setting when it is a whole number from 0 to 100 (a JSON number, or
 * a string of digits), else 70. `sharePercentSql` is the same rule inside a sale's own statement.
 */
export async function professorSharePercent(tx: DbOrTx): Promise<number> {
  return parseSharePercent(await readSetting(tx, 'professor_share_percent'));
}

const SHARE_DIGITS = /^\s*\d+(\.\d*)?\s*$/;

export function parseSharePercent(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && SHARE_DIGITS.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : DEFAULT_PROFESSOR_SHARE;
}

/** `parseSharePercent` in SQL, over a jsonb expression (null when the setting was never stored). */
function sharePercentSql(value: SQL): SQL {
  const n = sql`case
    when jsonb_typeof(${value}) = 'number' then (${value} #>> '{}')::numeric
    when jsonb_typeof(${value}) = 'string'
      and (${value} #>> '{}') ~ '^[[:space:]]*[0-9]+([.][0-9]*)?[[:space:]]*$' then trim(${value} #>> '{}')::numeric
  end`;
  return sql`case when ${n} between 0 and 100 and ${n} = trunc(${n}) then (${n})::int
    else ${DEFAULT_PROFESSOR_SHARE}::int end`;
}

/**
 * Records the professor's share of a sale (or, with a negative gross, reverses it). The sale is a course
 * unless a live session or live section is named.
 */
export async function recordEarning(
  tx: DbOrTx,
  input: {
    professorId: number;
    courseId?: number | null;
    liveSessionId?: number | null;
    liveSectionId?: number | null;
    privateClassId?: number | null;
    transactionId: number;
    gross: number;
    sharePercent: number;
  },
) {
  await tx.insert(professorEarnings).values({
    professorId: input.professorId,
    // A live section's sale is live teaching too: it reports under `live_session`.
    kind: input.privateClassId
      ? 'private_class'
      : input.liveSessionId || input.liveSectionId
        ? 'live_session'
        : 'course',
    courseId: input.courseId ?? null,
    liveSessionId: input.liveSessionId ?? null,
    liveSectionId: input.liveSectionId ?? null,
    privateClassId: input.privateClassId ?? null,
    transactionId: input.transactionId,
    gross: input.gross,
    sharePercent: input.sharePercent,
    amount: Math.trunc((input.gross * input.sharePercent) / 100),
  });
}

/**
 * Refunds the buyers of a course (before an admin deletes it): each gets back what they paid and the
 * professor's earning is reversed. `buyers` come locked and in user order from the enrollments module, so two
 * refunds never deadlock; removing the enrollments is the caller's next step in the same transaction.
 */
export async function refundCourseBuyers(
  tx: DbOrTx,
  course: { id: number; title: string; createdBy: number },
  buyers: { userId: number; pricePaid: number }[],
  adminId: number,
): Promise<void> {
  const courseId = course.id;
  for (const buyer of buyers) {
    if (buyer.pricePaid > 0) {
      const refund = await credit(tx, {
        userId: buyer.userId,
        amount: buyer.pricePaid,
        kind: 'refund',
        description: `Refund: ${course.title}`,
        courseId,
        createdBy: adminId,
      });
      const [sale] = await tx
        .select({ share: professorEarnings.sharePercent })
        .from(professorEarnings)
        .innerJoin(pointTransactions, eq(pointTransactions.id, professorEarnings.transactionId))
        .where(
          and(
            eq(professorEarnings.courseId, courseId),
            eq(pointTransactions.userId, buyer.userId),
            eq(pointTransactions.kind, 'spend'),
          ),
        )
        .limit(1);
      await recordEarning(tx, {
        professorId: course.createdBy,
        courseId,
        transactionId: refund.transactionId,
        gross: -buyer.pricePaid,
        sharePercent: sale?.share ?? (await professorSharePercent(tx)),
      });
    }
  }
}

/**
 * Refunds the buyers of a cancelled live session: each gets back what they paid (a `refund` row) and the
 * professor's earning is reversed. `seats` come locked and in user order from the live module, which marks
 * them refunded in the same transaction, so a second cancellation finds no one left to refund.
 */
export async function refundLiveSessionBuyers(
  tx: DbOrTx,
  session: { id: number; title: string; professorId: number },
  seats: { userId: number; amountPaid: number }[],
  actorId: number | null,
): Promise<void> {
  for (const seat of seats) {
    if (seat.amountPaid <= 0) continue;
    const refund = await credit(tx, {
      userId: seat.userId,
      amount: seat.amountPaid,
      kind: 'refund',
      description: `Refund: ${session.title}`,
      liveSessionId: session.id,
      createdBy: actorId,
    });
    const [sale] = await tx
      .select({ share: professorEarnings.sharePercent })
      .from(professorEarnings)
      .innerJoin(pointTransactions, eq(pointTransactions.id, professorEarnings.transactionId))
      .where(
        and(
          eq(professorEarnings.liveSessionId, session.id),
          eq(pointTransactions.userId, seat.userId),
          eq(pointTransactions.kind, 'spend'),
        ),
      )
      .limit(1);
    await recordEarning(tx, {
      professorId: session.professorId,
      liveSessionId: session.id,
      transactionId: refund.transactionId,
      gross: -seat.amountPaid,
      sharePercent: sale?.share ?? (await professorSharePercent(tx)),
    });
  }
}
