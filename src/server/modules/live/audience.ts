import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveSectionPurchases, liveSectionSessions, liveSessionPurchases } from '../../db/schema/live';
import { courseBuyerIds } from '../enrollments/index';

/** Everyone who holds a session: its seat holders (not refunded) and the owners of a section containing it. */
export async function sessionHolderIds(db: DbOrTx, sessionId: number): Promise<number[]> {
  const [seats, bundled] = await Promise.all([
    db
      .select({ userId: liveSessionPurchases.userId })
      .from(liveSessionPurchases)
      .where(and(eq(liveSessionPurchases.sessionId, sessionId), isNull(liveSessionPurchases.refundedAt))),
    sectionOwnerIds(db, sessionId),
  ]);
  return [...new Set([...seats.map((s) => s.userId), ...bundled])];
}

async function sectionOwnerIds(db: DbOrTx, sessionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: liveSectionPurchases.userId })
    .from(liveSectionSessions)
    .innerJoin(liveSectionPurchases, eq(liveSectionPurchases.sectionId, liveSectionSessions.sectionId))
    .where(eq(liveSectionSessions.sessionId, sessionId));
  return rows.map((r) => r.userId);
}

/** Who is told a session was scheduled: the buyers of its course and of the sections that contain it. */
export async function scheduledAudience(
  db: DbOrTx,
  session: { id: number; courseId: number | null },
): Promise<number[]> {
  const [course, bundled] = await Promise.all([
    session.courseId ? courseBuyerIds(db, session.courseId) : Promise.resolve([]),
    sectionOwnerIds(db, session.id),
  ]);
  return [...new Set([...course, ...bundled])];
}
