import { and, asc, eq, isNull } from 'drizzle-orm';
import { LIVE_STATUS_MOVES, type LiveSessionStatus } from '../../../contract/live';
import type { DbOrTx } from '../../db/client';
import { liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { conflict } from '../../errors';
import { refundLiveSessionBuyers } from '../points/index';
import { allMail, notify, type MailDelivery } from '../notifications/index';
import { cancelledText, startedText } from './notification-texts';
import { sessionHolderIds } from './audience';
import type { LiveSessionRow } from './sessions.read-model';
import type { LiveContext } from './sessions.read-model';

export const INDIVIDUAL_CANCEL = 'A private class session is cancelled with its private class';

export const statusConflict = (from: LiveSessionStatus, to: LiveSessionStatus) =>
  conflict(`Cannot change status from ${from} to ${to}`);

/** A moment as the notification and mail texts show it (the page shows it in the reader's own zone). */

/**
 * Moves a session that the caller has locked (`FOR UPDATE`) in `tx`. Two moves sent at once are serialised by
 * that lock, so the second sees the first's status and is refused: a double cancel refunds no one twice.
 * Cancelling refunds every buyer in the same transaction; going live from `starting` tells every holder.
 */
export async function moveStatus(
  ctx: LiveContext,
  tx: DbOrTx,
  row: LiveSessionRow,
  to: LiveSessionStatus,
  actorId: number,
): Promise<MailDelivery | null> {
  if (!LIVE_STATUS_MOVES[row.status].includes(to)) throw statusConflict(row.status, to);
  // Its refund is the private class's (the sessions not held), so it is cancelled there, never alone.
  if (to === 'cancelled' && row.individualStudentId !== null) throw conflict(INDIVIDUAL_CANCEL);
  if ((to === 'starting' || to === 'live') && !row.isApproved) {
    throw conflict('This session is not approved yet');
  }
  const now = new Date();
  await tx
    .update(liveSessions)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'starting' || (to === 'live' && !row.startedAt) ? { startedAt: row.startedAt ?? now } : {}),
      ...(to === 'ended' || to === 'cancelled' ? { endedAt: now } : {}),
    })
    .where(eq(liveSessions.id, row.id));

  if (to === 'cancelled') {
    const holders = await sessionHolderIds(tx, row.id);
    // Seats locked in user order (two refunds never deadlock), refunded, then marked so no one is paid twice.
    const seats = await tx
      .select({ userId: liveSessionPurchases.userId, amountPaid: liveSessionPurchases.amountPaid })
      .from(liveSessionPurchases)
      .where(and(eq(liveSessionPurchases.sessionId, row.id), isNull(liveSessionPurchases.refundedAt)))
      .orderBy(asc(liveSessionPurchases.userId))
      .for('update');
    await refundLiveSessionBuyers(tx, row, seats, actorId);
    await tx
      .update(liveSessionPurchases)
      .set({ refundedAt: now })
      .where(and(eq(liveSessionPurchases.sessionId, row.id), isNull(liveSessionPurchases.refundedAt)));
    const refunded = new Set(seats.filter((s) => s.amountPaid > 0).map((s) => s.userId));
    const common = { type: 'live_session_cancelled', sessionId: row.id } as const;
    return allMail([
      await notify(ctx, tx, {
        ...common,
        userIds: [...refunded],
        text: cancelledText(row.title, row.scheduledAt, true),
      }),
      await notify(ctx, tx, {
        ...common,
        userIds: holders.filter((id) => !refunded.has(id)),
        text: cancelledText(row.title, row.scheduledAt, false),
      }),
    ]);
  }
  if (to === 'live' && row.status === 'starting') {
    return notify(ctx, tx, {
      userIds: await sessionHolderIds(tx, row.id),
      type: 'live_session_started',
      sessionId: row.id,
      text: startedText(row.title),
    });
  }
  return null;
}
