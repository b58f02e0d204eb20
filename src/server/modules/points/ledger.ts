import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseEnrollments, courses } from '../../db/schema/courses';
import { liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { platformSettings, pointTransactions, professorEarnings, wallets } from '../../db/schema/points';
import { AppError } from '../../errors';

/**
 * The only code that changes a balance. Every function takes an open transaction: the balance change and its
 * ledger row commit together or not at all, so a balance always equals the sum of its completed rows.
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
    .values({ ...rowFields(entry), amount: entry.amount, balanceAfter: wallet!.balance })
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
    .values({ ...rowFields(entry), amount: -entry.amount, balanceAfter: wallet.balance })
    .returning({ id: pointTransactions.id });
  return { transactionId: row!.id, balance: wallet.balance };
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
    createdBy: entry.createdBy ?? null,
    completedAt: new Date(),
  };
}

export async function balanceOf(tx: DbOrTx, userId: number): Promise<number> {
  const [wallet] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
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
    .values({
      ...rowFields({
        userId: input.userId,
        amount: Math.abs(delta),
        kind: 'adjustment',
        description: input.reason?.trim() || 'Balance correction',
        createdBy: input.adminId,
      }),
      amount: delta,
      balanceAfter: input.target,
    })
    .returning({ id: pointTransactions.id });
  return { balance: input.target, transactionId: row!.id };
}

/**
 * Completes a pending card purchase exactly once: the status moves pending → completed by a conditional
 * update, and only the caller that moved it credits the wallet. Returns null when the row was not pending
 * (a duplicate or replayed webhook), which changes nothing.
 */
export async function completePending(
  tx: DbOrTx,
  transactionId: number,
  event: unknown,
): Promise<Posted | null> {
  const [row] = await tx
    .update(pointTransactions)
    .set({ status: 'completed', completedAt: new Date(), providerEvent: event as object })
    .where(and(eq(pointTransactions.id, transactionId), eq(pointTransactions.status, 'pending')))
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

/** Marks a pending purchase failed or cancelled; a settled row is left alone. */
export async function closePending(
  tx: DbOrTx,
  transactionId: number,
  status: 'failed' | 'cancelled',
  event: unknown,
): Promise<boolean> {
  const rows = await tx
    .update(pointTransactions)
    .set({ status, completedAt: new Date(), providerEvent: event as object })
    .where(and(eq(pointTransactions.id, transactionId), eq(pointTransactions.status, 'pending')))
    .returning({ id: pointTransactions.id });
  return rows.length > 0;
}

export async function professorSharePercent(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, 'professor_share_percent'));
  const value = Number(row?.value);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : DEFAULT_PROFESSOR_SHARE;
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
    transactionId: number;
    gross: number;
    sharePercent: number;
  },
) {
  await tx.insert(professorEarnings).values({
    professorId: input.professorId,
    // A live section's sale is live teaching too: it reports under `live_session`.
    kind: input.liveSessionId || input.liveSectionId ? 'live_session' : 'course',
    courseId: input.courseId ?? null,
    liveSessionId: input.liveSessionId ?? null,
    liveSectionId: input.liveSectionId ?? null,
    transactionId: input.transactionId,
    gross: input.gross,
    sharePercent: input.sharePercent,
    amount: Math.trunc((input.gross * input.sharePercent) / 100),
  });
}

/**
 * Refunds every buyer of a course (before an admin deletes it): each gets back what they paid, the
 * professor's earning is reversed, and the enrollment is removed. Wallets are touched in user order so two
 * refunds never deadlock.
 */
export async function refundCourseBuyers(tx: DbOrTx, courseId: number, adminId: number): Promise<number> {
  const [course] = await tx
    .select({ title: courses.title, createdBy: courses.createdBy })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return 0;
  const buyers = await tx
    .select()
    .from(courseEnrollments)
    .where(eq(courseEnrollments.courseId, courseId))
    .orderBy(asc(courseEnrollments.userId))
    .for('update');
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
  await tx.delete(courseEnrollments).where(eq(courseEnrollments.courseId, courseId));
  return buyers.length;
}

/**
 * Refunds every buyer of a cancelled live session who has not been refunded yet: each gets back what they
 * paid (a `refund` row), the professor's earning is reversed, and the seat is marked refunded. Seats are
 * locked in user order so two refunds never deadlock, and `refunded_at` makes a second pass refund no one.
 * Returns the ids of the buyers who got points back (a free seat is closed without a ledger row).
 */
export async function refundLiveSessionBuyers(
  tx: DbOrTx,
  sessionId: number,
  actorId: number | null,
): Promise<number[]> {
  const [session] = await tx
    .select({ title: liveSessions.title, professorId: liveSessions.professorId })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  if (!session) return [];
  const seats = await tx
    .select()
    .from(liveSessionPurchases)
    .where(and(eq(liveSessionPurchases.sessionId, sessionId), isNull(liveSessionPurchases.refundedAt)))
    .orderBy(asc(liveSessionPurchases.userId))
    .for('update');
  for (const seat of seats) {
    if (seat.amountPaid > 0) {
      const refund = await credit(tx, {
        userId: seat.userId,
        amount: seat.amountPaid,
        kind: 'refund',
        description: `Refund: ${session.title}`,
        liveSessionId: sessionId,
        createdBy: actorId,
      });
      const [sale] = await tx
        .select({ share: professorEarnings.sharePercent })
        .from(professorEarnings)
        .innerJoin(pointTransactions, eq(pointTransactions.id, professorEarnings.transactionId))
        .where(
          and(
            eq(professorEarnings.liveSessionId, sessionId),
            eq(pointTransactions.userId, seat.userId),
            eq(pointTransactions.kind, 'spend'),
          ),
        )
        .limit(1);
      await recordEarning(tx, {
        professorId: session.professorId,
        liveSessionId: sessionId,
        transactionId: refund.transactionId,
        gross: -seat.amountPaid,
        sharePercent: sale?.share ?? (await professorSharePercent(tx)),
      });
    }
    await tx
      .update(liveSessionPurchases)
      .set({ refundedAt: new Date() })
      .where(
        and(eq(liveSessionPurchases.sessionId, sessionId), eq(liveSessionPurchases.userId, seat.userId)),
      );
  }
  return seats.filter((s) => s.amountPaid > 0).map((s) => s.userId);
}
