import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveSessionPurchases, liveSessions } from '../../db/schema/live';
import { newRoomName } from './sessions';

/**
 * Individual sessions: the live sessions a paid private class becomes. They are approved at once, hold one
 * seat (the student's, paid through the private class, so `amount_paid` is 0 here), are joined like any
 * session (same join rules, same status machine, same `/streaming/{id}` page) and are visible only to the
 * student, the professor and admins.
 */
export async function createIndividualSessions(
  tx: DbOrTx,
  input: {
    professorId: number;
    studentId: number;
    title: string;
    description: string;
    materialId: number | null;
    languageLevelId: number | null;
    duration: number;
    times: Date[];
    now: Date;
  },
): Promise<number[]> {
  const ids: number[] = [];
  for (const at of input.times) {
    const [row] = await tx
      .insert(liveSessions)
      .values({
        professorId: input.professorId,
        individualStudentId: input.studentId,
        title: input.title,
        description: input.description,
        materialId: input.materialId,
        languageLevelId: input.languageLevelId,
        scheduledAt: at,
        duration: input.duration,
        maxAttendees: 1,
        attendeesCount: 1,
        price: 0,
        room: newRoomName(),
        isApproved: true,
        approvedAt: input.now,
      })
      .returning({ id: liveSessions.id });
    await tx
      .insert(liveSessionPurchases)
      .values({ sessionId: row!.id, userId: input.studentId, amountPaid: 0 });
    ids.push(row!.id);
  }
  return ids;
}

/**
 * Cancels those of the given individual sessions not yet held (still `scheduled`), with their rows locked so a
 * professor starting one at the same moment is serialised; returns the ones cancelled. The points go back
 * through the private class, which paid for them.
 */
export async function cancelIndividualSessions(
  tx: DbOrTx,
  sessionIds: number[],
  now: Date,
): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const locked = await tx
    .select({ id: liveSessions.id, status: liveSessions.status })
    .from(liveSessions)
    .where(inArray(liveSessions.id, sessionIds))
    .orderBy(liveSessions.id)
    .for('update');
  const open = locked.filter((s) => s.status === 'scheduled').map((s) => s.id);
  if (open.length === 0) return [];
  await tx
    .update(liveSessions)
    .set({ status: 'cancelled', endedAt: now, updatedAt: now })
    .where(and(inArray(liveSessions.id, open), eq(liveSessions.status, 'scheduled')));
  await tx
    .update(liveSessionPurchases)
    .set({ refundedAt: now })
    .where(inArray(liveSessionPurchases.sessionId, open));
  return open;
}
